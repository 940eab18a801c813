export * from './impersonation-banner.tsx';
