export * from './masters-screen.tsx';
