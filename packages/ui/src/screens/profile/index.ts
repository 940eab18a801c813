// The local profile: `@beautydesk/ui/screens/profile`.
export * from './profile-screen/profile-screen.tsx';
