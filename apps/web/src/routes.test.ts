import { describe, expect, it } from 'vitest';
import { isPublicPath } from './routes.ts';

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
