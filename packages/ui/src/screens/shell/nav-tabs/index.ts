export * from './nav-tabs.tsx';
