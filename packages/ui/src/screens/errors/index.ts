// The error pages (404, 403, 500) and the placeholder for screens not built yet.
export * from './forbidden/forbidden.tsx';
export * from './not-found/not-found.tsx';
export * from './route-placeholder/route-placeholder.tsx';
export * from './server-error/server-error.tsx';
export * from './texts.ts';
