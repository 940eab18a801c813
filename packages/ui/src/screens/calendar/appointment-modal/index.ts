// The appointment modal (part 2 §2): `@beautydesk/ui/screens/calendar/appointment-modal`.
export * from './appointment-modal.tsx';
export * from './services-picker.tsx';
export { appointmentModalLabels } from './labels.ts';
