export * from './radio-group.tsx';
export * from './native-radio-group.tsx';
