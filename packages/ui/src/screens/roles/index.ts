// The roles screens of part 2: `@beautydesk/ui/screens/roles`.
export * from './roles-screen/roles-screen.tsx';
export * from './role-editor/role-editor-dialog.tsx';
