export * from './master-card.tsx';
export * from './master-parts.tsx';
