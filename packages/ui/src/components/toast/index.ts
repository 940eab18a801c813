export * from './toast.tsx';
