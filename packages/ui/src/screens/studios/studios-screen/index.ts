export * from './studios-screen.tsx';
