export * from './auth-callback-screen.tsx';
