export * from './dialog.tsx';
