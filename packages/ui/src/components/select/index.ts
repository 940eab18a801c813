export * from './select.tsx';
export * from './native-select.tsx';
