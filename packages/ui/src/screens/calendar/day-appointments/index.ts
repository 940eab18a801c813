export * from './day-appointments.tsx';
