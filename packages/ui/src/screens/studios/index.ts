// The studios screens of part 2: `@beautydesk/ui/screens/studios`.
export * from './studios-screen/studios-screen.tsx';
export * from './studio-form-dialog/studio-form-dialog.tsx';
