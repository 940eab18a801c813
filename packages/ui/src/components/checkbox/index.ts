export * from './checkbox.tsx';
