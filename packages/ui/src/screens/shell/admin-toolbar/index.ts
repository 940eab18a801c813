export * from './admin-toolbar.tsx';
