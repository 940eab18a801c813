export * from './master-dashboard-screen.tsx';
