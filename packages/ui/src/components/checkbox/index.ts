export * from './checkbox.tsx';
export * from './native-checkbox.tsx';
