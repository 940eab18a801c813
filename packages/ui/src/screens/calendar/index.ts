// The calendar area's screens (part 2 §2): `@beautydesk/ui/screens/calendar`.
export * from './calendar-screen/calendar-screen.tsx';
export * from './month-calendar/month-calendar.tsx';
export * from './day-appointments/day-appointments.tsx';
export * from './cancel-booking-dialog/cancel-booking-dialog.tsx';
export * from './week-view/week-view.tsx';
