// The clients area's screens (part 2 §2): `@beautydesk/ui/screens/clients`. The client form and its
// modal are exported on their own too, for the appointment wizard's nested "+ Новый клиент" modal.
export * from './clients-list-screen/clients-list-screen.tsx';
export * from './client-create-screen/client-create-screen.tsx';
export * from './client-detail-screen/client-detail-screen.tsx';
export * from './client-form/client-form.tsx';
export * from './client-form-dialog/client-form-dialog.tsx';
