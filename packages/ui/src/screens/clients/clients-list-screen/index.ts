export * from './clients-list-screen.tsx';
