export * from './impersonation-screen.tsx';
