export * from './server-error.tsx';
