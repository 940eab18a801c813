import { describe, expect, it } from 'vitest';
import { isPublicPath, protectedRoutes, publicRoutes, routeTitles } from './routes.ts';

describe('isPublicPath', () => {
  it('lets visitors book online without signing in', () => {
    expect(isPublicPath('/public/booking/7f3c')).toBe(true);
    expect(isPublicPath('/public/booking/success?appointment=1&studio=2')).toBe(true);
  });

  it('keeps the sign-in and invitation pages public', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/invite/abc123')).toBe(true);
    expect(isPublicPath('/auth/confirm#access_token=x')).toBe(true);
  });

  it('protects the business screens', () => {
    expect(isPublicPath('/calendar')).toBe(false);
    expect(isPublicPath('/clients/42')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});

describe('the route tables', () => {
  it('hold every child of the protected layout the spec lists, plus the audit log', () => {
    expect([...protectedRoutes].sort()).toEqual(
      [
        'dashboard',
        'calendar',
        'clients',
        'clients/create',
        'clients/:clientId',
        'services',
        'masters',
        'studios',
        'pricing-analysis',
        'team',
        'roles',
        'admin/impersonation',
        'admin/audit',
        'billing',
        'profile',
      ].sort(),
    );
  });

  it('name every route that may still show a placeholder', () => {
    const withScreens = new Set([
      '/login',
      '/auth/callback',
      '/auth/confirm',
      '/email-confirmation',
      '/403',
      '/500',
      '/onboarding/user',
      'admin/impersonation',
      'admin/audit',
    ]);
    for (const path of [...publicRoutes, ...protectedRoutes]) {
      if (!withScreens.has(path)) expect(routeTitles[path], path).toBeTruthy();
    }
  });

  it('keeps the error pages public and the admin pages protected', () => {
    expect(isPublicPath('/403')).toBe(true);
    expect(isPublicPath('/500')).toBe(true);
    expect(isPublicPath('/admin/audit')).toBe(false);
  });
});

describe('the plan pages', () => {
  it('serve /payment and /contact publicly, with their query, instead of the not-found page', () => {
    expect(isPublicPath('/payment?plan=solo')).toBe(true);
    expect(isPublicPath('/contact?plan=network')).toBe(true);
  });
});
