export * from './landing-screen.tsx';
