import { describe, expect, it } from 'vitest';
import {
  AccessDeniedError,
  ApiError,
  AuthenticationError,
  LicenseContextError,
  NetworkError,
  SessionNotReadyError,
  UnsupportedOperationError,
  accessDeniedDetail,
  describeIssues,
  errorFromResponse,
  mentionsLicense,
  serverMessage,
} from './errors.ts';

const failed = (status: number, body: unknown, statusText = '') =>
  errorFromResponse({ status, statusText, body, method: 'GET', path: '/clients/' });

describe('reading error bodies', () => {
  it('the generic rule reads message, then detail, then error', () => {
    expect(serverMessage({ message: 'm', detail: 'd', error: 'e' })).toBe('m');
    expect(serverMessage({ message: '', detail: 'd', error: 'e' })).toBe('d');
    expect(serverMessage({ error: 'e' })).toBe('e');
    expect(serverMessage({ detail: [{ msg: 'a' }, { loc: ['x'] }, { msg: 'b' }] })).toBe('a; b');
    expect(serverMessage({ detail: [] })).toBeNull();
    expect(serverMessage('plain text')).toBeNull();
    expect(serverMessage(null)).toBeNull();
  });

  it('the 403 rule reads detail, then message', () => {
    expect(accessDeniedDetail({ message: 'm', detail: 'd' })).toBe('d');
    expect(accessDeniedDetail({ message: 'm' })).toBe('m');
    expect(accessDeniedDetail({ error: 'Forbidden' })).toBeNull();
  });

  it('a license is mentioned in any of the three fields, in any case or spelling', () => {
    expect(mentionsLicense({ message: 'License context missing' })).toBe(true);
    expect(mentionsLicense({ detail: 'no licence' })).toBe(true);
    expect(mentionsLicense({ error: 'LICENSE_REQUIRED' })).toBe(true);
    expect(mentionsLicense({ message: 'Bad request' })).toBe(false);
  });
});

describe('errorFromResponse', () => {
  it('builds the class the status asks for, with the request it came from', () => {
    const denied = failed(403, {});
    expect(denied).toBeInstanceOf(AccessDeniedError);
    expect(denied).toMatchObject({
      userMessage: 'Access denied',
      method: 'GET',
      path: '/clients/',
    });
    expect(failed(400, { error: 'license_missing' })).toBeInstanceOf(LicenseContextError);
    expect(failed(401, { message: 'Wrong password' })).toBeInstanceOf(AuthenticationError);
    const other = failed(409, { detail: 'Slot taken' });
    expect(other.constructor).toBe(ApiError);
    expect(other).toMatchObject({ status: 409, detail: 'Slot taken', userMessage: 'Slot taken' });
    expect(other.body).toEqual({ detail: 'Slot taken' });
  });

  it('falls back to the status line, then to the default', () => {
    expect(failed(503, null, 'Service Unavailable').userMessage).toBe('503 Service Unavailable');
    expect(failed(503, null).userMessage).toBe('An unexpected error occurred');
  });
});

describe('error classes', () => {
  it('carry the catalogue texts as message and user message', () => {
    const network = new NetworkError({ path: '/x' });
    expect(network).toMatchObject({
      name: 'NetworkError',
      status: null,
      message: 'Network error: Please check your connection',
    });
    expect(new SessionNotReadyError()).toMatchObject({
      name: 'SessionNotReadyError',
      userMessage: 'Authentication required',
    });
    expect(new SessionNotReadyError()).toBeInstanceOf(AuthenticationError);
    expect(new UnsupportedOperationError('no').message).toBe('no');
    expect(new ApiError({ userMessage: 'shown', message: 'for developers' }).message).toBe(
      'for developers',
    );
  });

  it('describes schema issues with their paths, a few at a time', () => {
    const issues = [
      { path: ['clients', 0, 'id'], message: 'Invalid input' },
      { path: [], message: 'Root' },
      { path: ['a'], message: 'A' },
      { path: ['b'], message: 'B' },
    ];
    expect(describeIssues(issues)).toBe('clients.0.id: Invalid input; Root; a: A (and 1 more)');
  });
});
