export * from './plan-card.tsx';
