export * from './plan-request-screen.tsx';
