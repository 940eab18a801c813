// The services screens of part 2: `@beautydesk/ui/screens/services`.
export * from './services-screen/services-screen.tsx';
export * from './services-screen/service-form-dialog.tsx';
