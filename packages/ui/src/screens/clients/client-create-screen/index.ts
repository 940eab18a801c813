export * from './client-create-screen.tsx';
