import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppOptions } from '../app.ts';
import { createAdmin } from '../services/admins.ts';
import { startTestApp, type TestContext } from './app.ts';

export const STAFF = { email: 'staff@example.com', password: 'correct horse battery staple' };

export interface AdminClient {
  token: string;
  request(method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

export const login = (ctx: TestContext, email: string, password: string, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });

/** Creates the staff account (once) and signs in like the admin screens do. */
export async function signIn(ctx: TestContext): Promise<AdminClient> {
  const exists = await ctx.app.db.selectFrom('admins').select('id').where('email', '=', STAFF.email).executeTakeFirst();
  if (!exists) await createAdmin(ctx.app.db, STAFF.email, STAFF.password, ctx.clock.now);
  const answer = await login(ctx, STAFF.email, STAFF.password);
  if (answer.statusCode !== 200) throw new Error(`login answered ${answer.statusCode}: ${answer.body}`);
  const token: string = answer.json().token;
  const request: AdminClient['request'] = (method, url, payload) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { token, request, get: (url) => request('GET', url) };
}

/** A fresh app and a staff member signed in to it. */
export async function startSignedInApp(overrides: Partial<AppOptions> = {}): Promise<{ ctx: TestContext; staff: AdminClient }> {
  const ctx = await startTestApp(overrides);
  return { ctx, staff: await signIn(ctx) };
}

/** A fresh app with a signed-in staff member for each test of the calling file. */
export function signedInApp(overrides: Partial<AppOptions> = {}): { ctx: TestContext; staff: AdminClient } {
  const current = {} as { ctx: TestContext; staff: AdminClient };
  beforeEach(async () => void Object.assign(current, await startSignedInApp(overrides)));
  afterEach(async () => current.ctx.close());
  return current;
}

/** Every row of a staff list, `limit` a page, following nextCursor: each row's `field`, in order. */
export async function everyPage(staff: AdminClient, url: string, limit: number, field: '_id' | 'name'): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const answer = await staff.get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.statusCode).toBe(200);
    seen.push(...answer.json().data.map((row: Record<typeof field, string>) => row[field]));
    cursor = answer.json().nextCursor;
  } while (cursor);
  return seen;
}
