export * from './forbidden.tsx';
