// The team screens of part 2: `@beautydesk/ui/screens/team`.
export * from './team-screen/team-screen.tsx';
export * from './invite-dialog/invite-dialog.tsx';
