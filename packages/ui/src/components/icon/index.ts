export * from './icon.tsx';
