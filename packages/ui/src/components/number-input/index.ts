export * from './number-input.tsx';
