export * from './backdrop.tsx';
