import { describe, expect, it, vi } from 'vitest';
import { AdminApiError, type AdminTransport } from '../api/transport';
import { ADMIN_CACHE_MS, endsSession, guardSession, isCacheFresh } from './sessionRules';

describe('endsSession (spec §4: a 401 or a message containing token logs out)', () => {
  it('is true for a 401 whatever the message', () => {
    expect(endsSession(new AdminApiError(401, 'Sign-in required'))).toBe(true);
  });
  it('is true for an error without an answer whose text mentions the token or 401', () => {
    expect(endsSession(new Error('HTTP error! status: 401'))).toBe(true);
    expect(endsSession(new Error('Invalid Token'))).toBe(true);
    expect(endsSession(new AdminApiError(0, 'Invalid token'))).toBe(true);
  });
  it('is false for another answer whose message quotes staff words with token or 401 in them', () => {
    // A design agency's post is called "Design tokens"; refusing to delete its picture is no sign-out.
    const inUse = '“palette.png” is used by the post “Design tokens for 401 shop fronts”. Take it out there first.';
    expect(endsSession(new AdminApiError(409, inUse))).toBe(false);
    expect(endsSession(new AdminApiError(400, 'Timelines line 2: value "token-401" is already used by line 1'))).toBe(false);
  });
  it('is false for other failures', () => {
    expect(endsSession(new AdminApiError(400, 'title is required'))).toBe(false);
    expect(endsSession(new AdminApiError(500, 'HTTP error! status: 500'))).toBe(false);
    expect(endsSession(new Error('HTTP error! status: 4010'))).toBe(false);
    expect(endsSession('401')).toBe(false);
    expect(endsSession(undefined)).toBe(false);
  });
});

describe('isCacheFresh (spec §4: dashboard data cached for 5 minutes)', () => {
  const loadedAt = 1_000_000;
  it('is fresh until 5 minutes have passed', () => {
    expect(isCacheFresh(loadedAt, loadedAt)).toBe(true);
    expect(isCacheFresh(loadedAt, loadedAt + ADMIN_CACHE_MS - 1)).toBe(true);
  });
  it('is stale at 5 minutes, never loaded, or when the clock went backwards', () => {
    expect(isCacheFresh(loadedAt, loadedAt + ADMIN_CACHE_MS)).toBe(false);
    expect(isCacheFresh(null, loadedAt)).toBe(false);
    expect(isCacheFresh(loadedAt, loadedAt - 1)).toBe(false);
  });
});

describe('guardSession', () => {
  const transportFailingWith = (error: Error): AdminTransport => ({
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    hasSession: vi.fn(async () => true),
    request: vi.fn(async () => {
      throw error;
    }),
    uploadFiles: vi.fn(async () => {
      throw error;
    }),
    exportCsv: vi.fn(async () => {
      throw error;
    }),
    exportPerson: vi.fn(async () => {
      throw error;
    }),
  });

  it('reports an ended session and still rejects the call', async () => {
    const ended = vi.fn();
    const guarded = guardSession(transportFailingWith(new AdminApiError(401, 'Invalid token')), ended);
    await expect(guarded.request('GET', '/api/admin/projects')).rejects.toThrow('Invalid token');
    await expect(guarded.exportCsv('contacts')).rejects.toThrow();
    await expect(guarded.uploadFiles({ files: [] })).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(3);
  });

  it('leaves other errors to the screen', async () => {
    const ended = vi.fn();
    const guarded = guardSession(transportFailingWith(new AdminApiError(400, 'title is required')), ended);
    await expect(guarded.request('POST', '/api/admin/projects', {})).rejects.toThrow('title is required');
    expect(ended).not.toHaveBeenCalled();
  });
});
