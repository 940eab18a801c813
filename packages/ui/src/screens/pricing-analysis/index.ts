// The pricing analysis: `@beautydesk/ui/screens/pricing-analysis`.
export * from './pricing-analysis-screen/pricing-analysis-screen.tsx';
