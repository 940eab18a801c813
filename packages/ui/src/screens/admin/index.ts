// The platform-admin screens of part 1: `@beautydesk/ui/screens/admin`.
export * from './impersonation-screen/impersonation-screen.tsx';
export * from './audit-log-screen/audit-log-screen.tsx';
