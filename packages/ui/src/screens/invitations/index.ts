// The invitation pages of part 2 (no sign-in): `@beautydesk/ui/screens/invitations`.
export * from './invitation-screen/invitation-screen.tsx';
export * from './set-password-screen/set-password-screen.tsx';
export * from './invitation-declined-screen/invitation-declined-screen.tsx';
