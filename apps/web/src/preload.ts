// Starts loading the first screen's chunks while the entry still runs, instead of after the first
// render asks for them (a lazy-chunk waterfall). React.lazy then finds the modules already loading.
import { preloadSessionSchemas } from '@beautydesk/api/auth';
import { isPublicPath } from './routes.ts';
import { loadPermissionCaches } from './session/permissions.tsx';

export const loadLoginPage = () => import('./pages/login-page.tsx');
export const loadShell = () => import('./layout/shell.tsx');
export const loadPlaceholderPage = () => import('./pages/placeholder-page.tsx');

export function preloadFor(pathname: string, signedIn: boolean): void {
  if (pathname === '/login' || (!signedIn && !isPublicPath(pathname))) {
    void loadLoginPage();
  } else if (signedIn && !isPublicPath(pathname)) {
    void loadShell();
    void loadPlaceholderPage();
    // The session's first calls parse their answers with zod, which is not in the entry (issue 18).
    preloadSessionSchemas();
    void loadPermissionCaches();
  }
}
