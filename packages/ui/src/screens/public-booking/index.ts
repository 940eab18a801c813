// The public booking screens of part 2 §2: `@beautydesk/ui/screens/public-booking`.
export * from './public-booking-screen/public-booking-screen.tsx';
export * from './public-booking-success-screen/public-booking-success-screen.tsx';
export * from './labels.ts';
