export * from './textarea.tsx';
