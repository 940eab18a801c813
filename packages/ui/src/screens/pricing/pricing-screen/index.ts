export * from './pricing-screen.tsx';
