export * from './week-view.tsx';
