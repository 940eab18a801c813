export * from './license-required.tsx';
