// The billing sample screen: `@beautydesk/ui/screens/billing`.
export * from './billing-screen/billing-screen.tsx';
