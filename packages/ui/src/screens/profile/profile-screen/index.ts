export * from './profile-screen.tsx';
