export * from './analytics-charts.tsx';
