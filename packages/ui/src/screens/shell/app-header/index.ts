export * from './app-header.tsx';
