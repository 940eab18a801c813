export * from './version-label.tsx';
