// The masters screens of part 2: `@beautydesk/ui/screens/masters`.
export * from './masters-screen/masters-screen.tsx';
export * from './master-card/master-card.tsx';
export * from './master-card/master-parts.tsx';
export * from './master-dialogs/master-form-dialog.tsx';
export * from './master-dialogs/coefficient-dialog.tsx';
export * from './master-dialogs/studio-change-dialog.tsx';
export * from './schedule-dialog/schedule-dialog.tsx';
export * from './schedule-dialog/day-editor.tsx';
