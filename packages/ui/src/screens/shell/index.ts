// The staff app's shell screens: layout, header, navigation, banner, admin toolbar, version, auth loading and license screens.
export * from './admin-toolbar/admin-toolbar.tsx';
export * from './app-header/app-header.tsx';
export * from './app-layout/app-layout.tsx';
export * from './impersonation-banner/impersonation-banner.tsx';
export * from './license-required/license-required.tsx';
export * from './loading-auth/loading-auth.tsx';
export * from './menu-drawer/menu-drawer.tsx';
export * from './nav-link.tsx';
export * from './nav-tabs/nav-tabs.tsx';
export * from './texts/index.ts';
export * from './version-label/version-label.tsx';
