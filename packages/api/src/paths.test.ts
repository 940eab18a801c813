import { describe, expect, it } from 'vitest';
import { withTrailingSlash } from './paths.ts';

describe('withTrailingSlash', () => {
  it('adds a slash to a single-segment path', () => {
    expect(withTrailingSlash('/clients')).toBe('/clients/');
  });

  it('keeps the query string after the added slash', () => {
    expect(withTrailingSlash('/tasks?skip=0&limit=100')).toBe('/tasks/?skip=0&limit=100');
  });

  it('leaves multi-segment paths alone', () => {
    expect(withTrailingSlash('/clients/42')).toBe('/clients/42');
  });

  it('never adds a slash to /auth/ paths', () => {
    expect(withTrailingSlash('/auth/login')).toBe('/auth/login');
    expect(withTrailingSlash('/auth')).toBe('/auth');
  });

  it('does not double an existing slash', () => {
    expect(withTrailingSlash('/services/')).toBe('/services/');
  });
});
