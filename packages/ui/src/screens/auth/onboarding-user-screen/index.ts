export * from './onboarding-user-screen.tsx';
