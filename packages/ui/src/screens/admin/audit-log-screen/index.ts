export * from './audit-log-screen.tsx';
