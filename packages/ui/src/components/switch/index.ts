export * from './switch.tsx';
