export * from './client-detail-screen.tsx';
