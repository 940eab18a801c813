export * from './menu-drawer.tsx';
