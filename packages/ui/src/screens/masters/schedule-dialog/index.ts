export * from './schedule-dialog.tsx';
export * from './day-editor.tsx';
