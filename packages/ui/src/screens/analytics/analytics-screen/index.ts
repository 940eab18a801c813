export * from './analytics-screen.tsx';
