export * from './drawer.tsx';
