export * from './button.tsx';
export * from './button-slot.tsx';
