export * from './client-form.tsx';
