export * from './choice-field.tsx';
