export * from './billing-screen.tsx';
