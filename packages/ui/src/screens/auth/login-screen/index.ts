export * from './login-screen.tsx';
