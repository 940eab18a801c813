export * from './studio-form-dialog.tsx';
