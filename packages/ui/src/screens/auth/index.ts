// The sign-in and first-run screens of part 1 (and onboarding of part 2): `@beautydesk/ui/screens/auth`.
export * from './login-screen/login-screen.tsx';
export * from './email-confirmation-screen/email-confirmation-screen.tsx';
export * from './auth-confirm-screen/auth-confirm-screen.tsx';
export * from './auth-callback-screen/auth-callback-screen.tsx';
export * from './onboarding-user-screen/onboarding-user-screen.tsx';
export * from './create-license-screen/create-license-screen.tsx';
export { PRODUCT_NAME } from './auth-page/auth-page.tsx';
