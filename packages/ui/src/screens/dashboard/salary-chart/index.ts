export * from './salary-chart.tsx';
