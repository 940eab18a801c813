// The staff app's root: toasts (top-right, 4 s), SWR, session and permissions, and the route table of spec part 1 §2 / part 2 §2.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@beautydesk/ui/components/toast/store';
import { LoadingAuth } from '@beautydesk/ui/screens/shell/loading-auth';
import { HOME_PATH } from '@beautydesk/domain/rules/navigation';
import { SessionProvider } from './session/session.tsx';
import { PermissionsProvider } from './session/permissions.tsx';
import { ProtectedLayout } from './layout/protected-layout.tsx';
import { loadLoginPage, loadPlaceholderPage } from './preload.ts';
import { protectedRoutes, publicRoutes, routeTitles } from './routes.ts';
import { PageDataContext, type PageData } from './prerendered.ts';

// Every page is its own chunk, so /login does not carry the layout and the business screens.
const LoginPage = lazy(loadLoginPage);
// Radix Toast and its layers load after the first paint: no toast is due before a user acts, and
// one raised earlier waits in the store (issue 18: the entry's run time is /login's blocking time).
const Toaster = lazy(() =>
  import('@beautydesk/ui/components/toast').then((module) => ({ default: module.Toaster })),
);
const EmailConfirmationPage = lazy(() => import('./pages/email-confirmation-page.tsx'));
const AuthConfirmPage = lazy(() => import('./pages/auth-confirm-page.tsx'));
const AuthCallbackPage = lazy(() => import('./pages/auth-callback-page.tsx'));
const OnboardingUserPage = lazy(() => import('./pages/onboarding-user-page.tsx'));
const ImpersonationPage = lazy(() => import('./pages/impersonation-page.tsx'));
const AuditPage = lazy(() => import('./pages/audit-page.tsx'));
const DashboardPage = lazy(() => import('./dashboard/dashboard-page.tsx'));
const PricingPage = lazy(() => import('./pricing/pricing-page.tsx'));
const PlanRequestPage = lazy(() => import('./pricing/plan-request-page.tsx'));
const PricingAnalysisPage = lazy(() => import('./pricing-analysis/pricing-analysis-page.tsx'));
const BillingPage = lazy(() => import('./billing/billing-page.tsx'));
const ProfilePage = lazy(() => import('./profile/profile-page.tsx'));
const LandingPage = lazy(() => import('./landing/landing-page.tsx'));
const ClientsPage = lazy(() => import('./clients/clients-page.tsx'));
const ClientCreatePage = lazy(() => import('./clients/client-create-page.tsx'));
const ClientDetailPage = lazy(() => import('./clients/client-detail-page.tsx'));
const TeamPage = lazy(() => import('./team/team-page.tsx'));
const RolesPage = lazy(() => import('./roles/roles-page.tsx'));
const InvitationPage = lazy(() => import('./invitations/invitation-page.tsx'));
const SetPasswordPage = lazy(() => import('./invitations/set-password-page.tsx'));
const InvitationDeclinedPage = lazy(() => import('./invitations/invitation-declined-page.tsx'));
const SuccessPage = lazy(() => import('./success/success-page.tsx'));
const StudiosPage = lazy(() => import('./studios/studios-page.tsx'));
const MastersPage = lazy(() => import('./masters/masters-page.tsx'));
const ServicesPage = lazy(() => import('./services/services-page.tsx'));
const CalendarPage = lazy(() => import('./calendar/calendar-page.tsx'));
const PlaceholderPage = lazy(loadPlaceholderPage);
const PublicPlaceholderPage = lazy(() => import('./pages/public-placeholder-page.tsx'));
const PublicBookingPage = lazy(() => import('./public-booking/public-booking-page.tsx'));
const PublicBookingSuccessPage = lazy(
  () => import('./public-booking/public-booking-success-page.tsx'),
);
const NotFoundPage = lazy(() =>
  import('./pages/error-pages.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const ForbiddenPage = lazy(() =>
  import('./pages/error-pages.tsx').then((m) => ({ default: m.ForbiddenPage })),
);
const ServerErrorPage = lazy(() =>
  import('./pages/error-pages.tsx').then((m) => ({ default: m.ServerErrorPage })),
);

/** Routes with a container of their own; every other one shows its placeholder. */
const builtPublic: Readonly<Record<string, ReactNode>> = {
  '/login': <LoginPage />,
  '/email-confirmation': <EmailConfirmationPage />,
  '/auth/confirm': <AuthConfirmPage />,
  '/auth/callback': <AuthCallbackPage />,
  '/onboarding/user': <OnboardingUserPage />,
  '/403': <ForbiddenPage />,
  '/500': <ServerErrorPage />,
  '/landing': <LandingPage />,
  '/pricing': <PricingPage />,
  '/payment': <PlanRequestPage kind="payment" />,
  '/contact': <PlanRequestPage kind="contact" />,
  '/public/booking/:studioId': <PublicBookingPage />,
  '/public/booking/success': <PublicBookingSuccessPage />,
  '/invite/:token': <InvitationPage />,
  '/invite/:token/password': <SetPasswordPage />,
  '/invite/declined': <InvitationDeclinedPage />,
  '/success/invitation-sent': <SuccessPage kind="invitation-sent" />,
  '/success/role-created': <SuccessPage kind="role-created" />,
  '/success/user-updated': <SuccessPage kind="user-updated" />,
  '/success/settings-saved': <SuccessPage kind="settings-saved" />,
};

const builtProtected: Readonly<Record<string, ReactNode>> = {
  'admin/impersonation': <ImpersonationPage />,
  'admin/audit': <AuditPage />,
  dashboard: <DashboardPage />,
  'pricing-analysis': <PricingAnalysisPage />,
  billing: <BillingPage />,
  profile: <ProfilePage />,
  clients: <ClientsPage />,
  'clients/create': <ClientCreatePage />,
  'clients/:clientId': <ClientDetailPage />,
  team: <TeamPage />,
  roles: <RolesPage />,
  studios: <StudiosPage />,
  masters: <MastersPage />,
  services: <ServicesPage />,
  calendar: <CalendarPage />,
};

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      {publicRoutes.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Page>
              {builtPublic[path] ?? (
                <PublicPlaceholderPage title={routeTitles[path] ?? path} path={path} />
              )}
            </Page>
          }
        />
      ))}
      <Route path="/" element={<ProtectedLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {protectedRoutes.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Page>
                {builtProtected[path] ?? (
                  <PlaceholderPage title={routeTitles[path] ?? path} path={`/${path}`} />
                )}
              </Page>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Page>
              <NotFoundPage />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}

/**
 * Everything around the router: toasts, SWR, session and permissions, and the data the page was
 * rendered with. The browser gives it BrowserRouter (App); the prerender (prerender.tsx, at build
 * time and in the server) a StaticRouter at one path, so the HTML it writes is the tree the
 * browser then hydrates.
 */
export function AppFrame({
  children,
  pageData = {},
}: {
  children: ReactNode;
  pageData?: PageData;
}) {
  return (
    <PageDataContext value={pageData}>
      <ToastProvider>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <SessionProvider>
            <PermissionsProvider>{children}</PermissionsProvider>
          </SessionProvider>
        </SWRConfig>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ToastProvider>
    </PageDataContext>
  );
}

/** The route table, with the sign-in check's loading screen while a page's chunk loads. */
export function AppPages() {
  return (
    <Suspense fallback={<LoadingAuth />}>
      <AppRoutes />
    </Suspense>
  );
}

export function App({ pageData }: { pageData?: PageData }) {
  return (
    <AppFrame pageData={pageData}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppFrame>
  );
}
