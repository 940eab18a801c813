export * from './create-license-screen.tsx';
