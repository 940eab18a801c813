// The pricing page, its calculator and plan cards, and the /payment and /contact pages: `@beautydesk/ui/screens/pricing`.
export * from './pricing-screen/pricing-screen.tsx';
export * from './plan-card/plan-card.tsx';
export * from './cost-calculator/cost-calculator.tsx';
export * from './plan-request-screen/plan-request-screen.tsx';
