export * from './calendar-screen.tsx';
