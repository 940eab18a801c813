export * from './app-layout.tsx';
