export * from './month-calendar.tsx';
