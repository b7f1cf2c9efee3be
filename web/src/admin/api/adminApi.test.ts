import { describe, expect, it, vi } from 'vitest';
import { createAdminApi } from './adminApi';
import type { AdminTransport } from './transport';

/** A transport that records calls and answers with canned bodies, as the desktop's IPC would. */
function recordingTransport(answer: unknown) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const transport: AdminTransport = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    hasSession: vi.fn(async () => true),
    request: async <T>(method: string, path: string, body?: unknown) => {
      calls.push({ method, path, body });
      return answer as T;
    },
    uploadFiles: vi.fn(async () => ({ stored: [], refused: [] })),
    exportCsv: vi.fn(async () => true),
    exportPerson: vi.fn(async () => true),
  };
  return { transport, calls };
}

describe('createAdminApi', () => {
  it('maps entity calls to the spec paths and unwraps data', async () => {
    const { transport, calls } = recordingTransport({ success: true, message: 'ok', data: { _id: 'p1' } });
    const api = createAdminApi(transport);
    expect(await api.projects.create({} as never)).toEqual({ _id: 'p1' });
    await api.services.update('s/1', {} as never);
    await api.templates.remove('t1');
    await api.unsubscribe('a+b@example.com');
    await api.campaigns.resume('c1');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/projects',
      'PUT /api/admin/services/s%2F1',
      'DELETE /api/admin/email-templates/t1',
      'DELETE /api/admin/newsletter/a%2Bb%40example.com',
      'POST /api/admin/email-campaigns/c1/resume',
    ]);
  });

  it('asks each paged list for one page with only the given query, and returns the page without `success`', async () => {
    const page = { success: true, data: [{ _id: 'c1' }], nextCursor: 'abc', total: 30, totalCapped: false };
    const { transport, calls } = recordingTransport(page);
    const api = createAdminApi(transport);
    expect(await api.contacts()).toEqual({ data: [{ _id: 'c1' }], nextCursor: 'abc', total: 30, totalCapped: false });
    await api.subscribers({ sort: 'email', order: 'asc', q: "o'neil a/b", cursor: undefined });
    await api.templates.list({ cursor: 'abc', limit: 5 });
    await api.files.list({ q: '' });
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/admin/contacts',
      '/api/admin/newsletter?sort=email&order=asc&q=o%27neil+a%2Fb',
      '/api/admin/email-templates?cursor=abc&limit=5',
      '/api/admin/files',
    ]);
  });

  it('pages the audit log with its filters, restores an entry and asks for alerts after a cursor', async () => {
    const { transport, calls } = recordingTransport({ success: true, message: 'Earlier version restored', data: { cursor: 7, leads: [], more: false } });
    const api = createAdminApi(transport);
    await api.audit.list({ staff: 'a@example.com', entity: 'project', from: 1, to: 2 });
    expect(await api.audit.restore('42')).toBe('Earlier version restored');
    expect(await api.alerts()).toEqual({ cursor: 7, leads: [], more: false });
    await api.alerts(7);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/admin/audit?staff=a%40example.com&entity=project&from=1&to=2',
      'POST /api/admin/audit/42/restore',
      'GET /api/admin/alerts',
      'GET /api/admin/alerts?after=7',
    ]);
  });

  it('maps the Insights calls: a post by id, its preview, its newsletter and the byline', async () => {
    const { transport, calls } = recordingTransport({ success: true, message: 'Newsletter queued for 2 subscribers', data: { _id: 'p/1' } });
    const api = createAdminApi(transport);
    await api.posts.list({ sort: 'title', order: 'asc', q: 'monsoon' });
    expect(await api.posts.get('p/1')).toEqual({ _id: 'p/1' });
    await api.posts.update('p/1', {} as never);
    await api.posts.preview('## Hello');
    await api.posts.newsletterDraft('p/1', true);
    expect(await api.posts.sendNewsletter('p/1', { confirmResend: 'c1' })).toBe('Newsletter queued for 2 subscribers');
    await api.staff.saveProfile({ name: 'Asha', role: 'Founder' });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /api/admin/posts?sort=title&order=asc&q=monsoon', undefined],
      ['GET /api/admin/posts/p%2F1', undefined],
      ['PUT /api/admin/posts/p%2F1', {}],
      ['POST /api/admin/posts/preview', { body: '## Hello' }],
      ['GET /api/admin/posts/p%2F1/newsletter?fullText=true', undefined],
      ['POST /api/admin/posts/p%2F1/newsletter', { confirmResend: 'c1' }],
      ['PUT /api/admin/account/profile', { name: 'Asha', role: 'Founder' }],
    ]);
  });

  it('reads stats from `stats` and analytics bare or wrapped', async () => {
    const stats = { totalContacts: 1 };
    expect(await createAdminApi(recordingTransport({ success: true, stats, data: stats }).transport).stats()).toEqual(stats);
    const summary = { from: '2026-01-01', to: '2026-01-30', pageViewsPerDay: [], topPages: [], referrers: [], vitalsP75: {} };
    const wrapped = recordingTransport({ success: true, data: summary });
    expect(await createAdminApi(wrapped.transport).analytics({ from: '2026-01-01', to: '2026-01-30' })).toEqual(summary);
    expect(wrapped.calls[0].path).toBe('/api/analytics?from=2026-01-01&to=2026-01-30');
    expect(await createAdminApi(recordingTransport(summary).transport).analytics({})).toEqual(summary);
  });

  it('leaves uploads and exports to the transport', async () => {
    const { transport } = recordingTransport({});
    const api = createAdminApi(transport);
    await api.files.upload(undefined);
    await api.files.upload(undefined, undefined, 'images', 'one');
    await api.exportCsv('quotes');
    expect(vi.mocked(transport.uploadFiles).mock.calls).toEqual([
      [{ files: undefined, onProgress: undefined }],
      [{ files: undefined, onProgress: undefined, accept: 'images', pick: 'one' }],
    ]);
    expect(transport.exportCsv).toHaveBeenCalledWith('quotes');
  });
});
