export * from './client-form-dialog.tsx';
