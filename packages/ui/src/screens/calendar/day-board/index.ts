// The day board: `@beautydesk/ui/screens/calendar/day-board`.
export * from './day-board.tsx';
export { appointmentStatusTone } from '../status-tone.ts';
