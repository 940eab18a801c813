export * from './services-screen.tsx';
export * from './service-form-dialog.tsx';
