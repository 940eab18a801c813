export * from './route-placeholder.tsx';
