export * from './loading-auth.tsx';
