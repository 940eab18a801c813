import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOOLBAR_LINKS,
  calendarUserType,
  choosesStudio,
  defaultStudioId,
  IMPERSONATION_TOP_OFFSET_PX,
  impersonationScreenDecision,
  isAdminPath,
  navigationItems,
  NOT_FOUND_LINKS,
  protectedRouteDecision,
  userButtonLabel,
} from './navigation.ts';

const paths = (items: { path: string }[]) => items.map((item) => item.path);

describe('navigationItems', () => {
  const user = { isPlatformSuperadmin: false, impersonating: false };

  it('always shows the calendar', () => {
    expect(navigationItems({ ...user, permissions: {} })).toEqual([
      { path: '/calendar', label: 'Календарь' },
    ]);
  });

  it('shows each entry for its permission', () => {
    expect(
      paths(
        navigationItems({
          ...user,
          permissions: {
            'clients.read': true,
            'services.read': true,
            'masters.read': true,
            'studios.view_page': true,
          },
        }),
      ),
    ).toEqual(['/calendar', '/clients', '/services', '/masters', '/studios']);
    expect(paths(navigationItems({ ...user, permissions: ['masters.read'] }))).toEqual([
      '/calendar',
      '/masters',
    ]);
  });

  it('labels the entries in Russian', () => {
    expect(navigationItems({ ...user, permissions: ['*'] }).map((item) => item.label)).toEqual([
      'Календарь',
      'Клиенты',
      'Услуги',
      'Мастера',
      'Студии',
    ]);
  });

  it('opens /studios through a sibling view permission', () => {
    expect(paths(navigationItems({ ...user, permissions: ['studios.view'] }))).toContain(
      '/studios',
    );
  });

  it('never lists billing', () => {
    const items = navigationItems({
      ...user,
      permissions: ['billing.view_page', 'billing.view', '*'],
    });
    expect(paths(items)).not.toContain('/billing');
  });

  it('gives a superadmin who is not impersonating only the impersonation screen', () => {
    expect(
      navigationItems({ permissions: ['*'], isPlatformSuperadmin: true, impersonating: false }),
    ).toEqual([{ path: '/admin/impersonation', label: 'Имперсонация' }]);
  });

  it('gives an impersonating superadmin the normal entries', () => {
    expect(
      paths(
        navigationItems({
          permissions: ['clients.read'],
          isPlatformSuperadmin: true,
          impersonating: true,
        }),
      ),
    ).toEqual(['/calendar', '/clients']);
  });

  it('has the admin toolbar, not-found links and the banner offset', () => {
    expect(ADMIN_TOOLBAR_LINKS).toEqual([
      { path: '/admin/impersonation', label: 'Impersonation' },
      { path: '/admin/audit', label: 'Audit-Logs' },
    ]);
    expect(NOT_FOUND_LINKS).toEqual(['/calendar', '/clients', '/services', '/masters']);
    expect(IMPERSONATION_TOP_OFFSET_PX).toBe(32);
  });
});

describe('protectedRouteDecision', () => {
  const base = {
    authLoading: false,
    user: { id: 'u1' },
    licenseValid: true,
    isPlatformAdmin: false,
    impersonating: false,
    path: '/clients',
  };

  it('waits while authentication loads', () => {
    expect(protectedRouteDecision({ ...base, authLoading: true, user: null })).toBe('loading');
  });

  it('sends a visitor without a user to /login', () => {
    expect(protectedRouteDecision({ ...base, user: null })).toEqual({ redirect: '/login' });
  });

  it('shows the license screen without a valid license', () => {
    expect(protectedRouteDecision({ ...base, licenseValid: false })).toBe('license-required');
  });

  it('sends a platform admin who is not impersonating to the impersonation screen', () => {
    expect(protectedRouteDecision({ ...base, isPlatformAdmin: true })).toEqual({
      redirect: '/admin/impersonation',
    });
  });

  it('lets that admin stay under /admin, with or without a license', () => {
    const admin = { ...base, isPlatformAdmin: true, licenseValid: false };
    expect(protectedRouteDecision({ ...admin, path: '/admin/impersonation' })).toBe('render');
    expect(protectedRouteDecision({ ...admin, path: '/admin/audit' })).toBe('render');
  });

  it('treats an impersonating admin like any user', () => {
    const admin = { ...base, isPlatformAdmin: true, impersonating: true };
    expect(protectedRouteDecision(admin)).toBe('render');
    expect(protectedRouteDecision({ ...admin, licenseValid: false })).toBe('license-required');
  });

  it('renders for a licensed user', () => {
    expect(protectedRouteDecision(base)).toBe('render');
  });
});

describe('paths and screens', () => {
  it('knows what is under /admin', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/audit')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/calendar')).toBe(false);
  });

  it('sends non-superadmins from /admin/impersonation to /403', () => {
    expect(impersonationScreenDecision(true)).toBe('render');
    expect(impersonationScreenDecision(false)).toEqual({ redirect: '/403' });
  });

  it("labels the user button with the name, else the e-mail's local part", () => {
    expect(userButtonLabel({ full_name: 'Анна Петрова', email: 'anna@example.com' })).toBe(
      'Анна Петрова',
    );
    expect(userButtonLabel({ full_name: '  ', email: 'anna@example.com' })).toBe('anna');
    expect(userButtonLabel({ full_name: null, email: 'no-at-sign' })).toBe('no-at-sign');
  });
});

describe('calendar user types', () => {
  it('tells masters, studio users and others apart', () => {
    expect(calendarUserType({ masterId: 'm1', scopeType: 'studio' })).toBe('master');
    expect(calendarUserType({ scopeType: 'studio' })).toBe('studio');
    expect(calendarUserType({ scopeType: 'license' })).toBe('other');
    expect(calendarUserType({})).toBe('other');
  });

  it('lets only others choose a studio', () => {
    expect(choosesStudio('other')).toBe(true);
    expect(choosesStudio('master')).toBe(false);
    expect(choosesStudio('studio')).toBe(false);
  });

  it('starts with the chosen studio if still listed, else the first', () => {
    const studios = [{ id: 'a' }, { id: 'b' }];
    expect(defaultStudioId(studios, 'b')).toBe('b');
    expect(defaultStudioId(studios, 'gone')).toBe('a');
    expect(defaultStudioId(studios)).toBe('a');
    expect(defaultStudioId([], 'a')).toBeNull();
  });
});
