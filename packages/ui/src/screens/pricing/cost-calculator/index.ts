export * from './cost-calculator.tsx';
