export * from './not-found.tsx';
