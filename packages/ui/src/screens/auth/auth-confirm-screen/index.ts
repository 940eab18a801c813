export * from './auth-confirm-screen.tsx';
