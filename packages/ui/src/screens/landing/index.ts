// The landing page: `@beautydesk/ui/screens/landing`.
export * from './landing-screen/landing-screen.tsx';
