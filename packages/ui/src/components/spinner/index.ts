export * from './spinner.tsx';
