export * from './select.tsx';
