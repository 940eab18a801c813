export * from './email-confirmation-screen.tsx';
