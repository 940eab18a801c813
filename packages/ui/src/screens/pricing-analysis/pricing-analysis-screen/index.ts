export * from './pricing-analysis-screen.tsx';
