// The master dashboard: `@beautydesk/ui/screens/dashboard`.
export * from './master-dashboard-screen/master-dashboard-screen.tsx';
export * from './salary-chart/salary-chart.tsx';
