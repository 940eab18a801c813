// The owner's analytics: `@beautydesk/ui/screens/analytics`.
export * from './analytics-screen/analytics-screen.tsx';
