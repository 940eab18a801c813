export * from './master-form-dialog.tsx';
export * from './coefficient-dialog.tsx';
export * from './studio-change-dialog.tsx';
