export * from './cancel-booking-dialog.tsx';
