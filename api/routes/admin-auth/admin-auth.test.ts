import { createSigner } from 'fast-jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF, login, signIn } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { registeredRoutes } from '../../test/staff-routes.ts';
import { ensureAdmin, setAdminPassword } from '../../services/admins.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const someId = '00000000-0000-4000-8000-000000000000';

/**
 * Every staff route as the app itself lists them (so a route added later is covered too):
 * everything under /api/admin/ but the login, and /api/analytics.
 */
function staffRoutes(): [string, string][] {
  return registeredRoutes(ctx.app)
    .filter(([, path]) => (path.startsWith('/api/admin/') && path !== '/api/admin/login') || path === '/api/analytics')
    .map(([method, path]) => [method, path.replace(':id', someId).replace(':email', 'someone@example.com').replace(':kind', 'quote')]);
}

const callAll = (authorization?: string) =>
  Promise.all(
    staffRoutes().map(async ([method, url]) => {
      const answer = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: authorization ? { authorization } : {},
        payload: method === 'POST' || method === 'PUT' ? {} : undefined,
      });
      return { route: `${method} ${url}`, status: answer.statusCode, body: answer.json() };
    }),
  );

const expectAllRefused = async (authorization: string | undefined, message: RegExp) => {
  for (const answer of await callAll(authorization)) {
    expect(answer, answer.route).toMatchObject({ status: 401, body: { success: false, message: expect.stringMatching(message) } });
  }
};

describe('staff sign-in', () => {
  it('answers a 12-hour HS256 token for the right password and the spec message otherwise', async () => {
    const { token } = await signIn(ctx);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
    expect(payload.email).toBe(STAFF.email);

    const wrong = await login(ctx, STAFF.email, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid credentials. Please try again.' });
    expect((await login(ctx, 'nobody@example.com', STAFF.password)).statusCode).toBe(401);
    // Addresses are matched without regard to case.
    expect((await login(ctx, STAFF.email.toUpperCase(), STAFF.password)).statusCode).toBe(200);
  });

  it('stores only an argon2id hash of the password', async () => {
    await signIn(ctx);
    const row = await ctx.app.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(STAFF.password);
  });

  it('judges at most 5 of 20 parallel guesses, and the real admin still signs in from elsewhere', async () => {
    await signIn(ctx);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(ctx, STAFF.email, `guess ${i}`, '10.0.0.1')));
    const judged = answers.filter((answer) => answer.statusCode === 401);
    expect(judged.length).toBeLessThanOrEqual(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 401)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(30);
    }
    expect((await login(ctx, STAFF.email, STAFF.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('slows a guessing IP down with a growing delay instead of locking the address', async () => {
    await signIn(ctx);
    for (let i = 0; i < 5; i++) expect((await login(ctx, STAFF.email, `guess ${i}`, '10.0.0.1')).statusCode).toBe(401);
    const held = await login(ctx, STAFF.email, STAFF.password, '10.0.0.1');
    expect([held.statusCode, held.headers['retry-after']]).toEqual([429, '30']);
    ctx.clock.advance(30_000);
    expect((await login(ctx, STAFF.email, 'guess 6', '10.0.0.1')).statusCode).toBe(401);
    expect((await login(ctx, STAFF.email, STAFF.password, '10.0.0.1')).headers['retry-after']).toBe('60');
    ctx.clock.advance(60_000);
    expect((await login(ctx, STAFF.email, STAFF.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('holds an address back after 20 failures from many networks, then lets it try again', async () => {
    await signIn(ctx);
    for (let i = 0; i < 20; i++) expect((await login(ctx, STAFF.email, 'guess', `10.0.1.${i}`)).statusCode).toBe(401);
    const held = await login(ctx, STAFF.email, STAFF.password, '10.0.2.1');
    expect([held.statusCode, held.headers['retry-after']]).toEqual([429, '30']);
    // Another address is not affected.
    await ensureAdmin(ctx.app.db, { email: 'other@example.com', password: 'another long password' }, { info() {}, warn() {} });
    expect((await login(ctx, 'other@example.com', 'another long password', '10.0.1.0')).statusCode).toBe(200);
    ctx.clock.advance(30_000);
    expect((await login(ctx, STAFF.email, STAFF.password, '10.0.2.1')).statusCode).toBe(200);
  });

  it('refuses an empty body with a message naming the field', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: STAFF.email } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('password is required');
  });
});

describe('every admin route requires a valid session', () => {
  it('finds every staff route of spec §7 and this API', () => {
    const routes = staffRoutes().map(([method, path]) => `${method} ${path}`);
    expect(routes).toHaveLength(71);
    for (const route of [
      'GET /api/admin/dashboard/stats',
      `PUT /api/admin/projects/${someId}`,
      'DELETE /api/admin/newsletter/someone@example.com',
      `POST /api/admin/email-campaigns/${someId}/resume`,
      `GET /api/admin/email-campaigns/${someId}/recipients`,
      'GET /api/admin/email-campaigns/pace',
      'PUT /api/admin/email-campaigns/pace',
      'POST /api/admin/files',
      'GET /api/admin/export/contacts.csv',
      'PUT /api/admin/settings',
      'GET /api/analytics',
      `PUT /api/admin/leads/quote/${someId}/pipeline`,
      `POST /api/admin/leads/quote/${someId}/reply`,
      `POST /api/admin/leads/quote/${someId}/project-draft`,
      'DELETE /api/admin/people/someone@example.com',
      'GET /api/admin/audit',
      `POST /api/admin/audit/${someId}/restore`,
      'GET /api/admin/alerts',
      `PUT /api/admin/posts/${someId}`,
      `POST /api/admin/posts/${someId}/newsletter`,
      'GET /api/admin/rights-requests',
      `POST /api/admin/rights-requests/${someId}/answered`,
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('refuses no token, a garbage token, a foreign or unsigned token', async () => {
    await expectAllRefused(undefined, /Sign-in required/);
    await expectAllRefused('Bearer not-a-jwt', /Invalid token/);
    const foreign = createSigner({ key: 'x'.repeat(40), expiresIn: 60_000 })({ sub: 'a', email: STAFF.email, tva: 0 });
    await expectAllRefused(`Bearer ${foreign}`, /Invalid token/);
    const { token } = await signIn(ctx);
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expectAllRefused(`Bearer ${unsigned}`, /Invalid token/);
  });

  it('accepts a token for 12 hours and refuses it after', async () => {
    const staff = await signIn(ctx);
    expect((await staff.get('/api/admin/dashboard/stats')).statusCode).toBe(200);
    ctx.clock.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await staff.get('/api/admin/dashboard/stats')).statusCode).toBe(200);
    ctx.clock.advance(2000);
    await expectAllRefused(`Bearer ${staff.token}`, /expired/);
  });

  it('refuses tokens issued before a password change, and accepts the new password', async () => {
    const staff = await signIn(ctx);
    expect(await setAdminPassword(ctx.app.db, STAFF.email, 'a brand new password', ctx.clock.now)).toBe(true);
    await expectAllRefused(`Bearer ${staff.token}`, /revoked/);
    expect((await login(ctx, STAFF.email, STAFF.password)).statusCode).toBe(401);
    const fresh = await login(ctx, STAFF.email, 'a brand new password');
    expect(fresh.statusCode).toBe(200);
    const answer = await ctx.app.inject({ url: '/api/admin/contacts', headers: { authorization: `Bearer ${fresh.json().token}` } });
    expect(answer.statusCode).toBe(200);
  });

  it('ends the session on logout, also for other tokens of that admin', async () => {
    const first = await signIn(ctx);
    const second = await signIn(ctx);
    const out = await first.request('POST', '/api/admin/logout');
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await first.get('/api/admin/contacts')).statusCode).toBe(401);
    expect((await second.get('/api/admin/contacts')).statusCode).toBe(401);
    const third = await signIn(ctx);
    expect((await third.get('/api/admin/contacts')).statusCode).toBe(200);
  });
});

describe('admin bootstrap at server start', () => {
  const quietLog = () => {
    const lines: string[] = [];
    return { lines, info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  };

  it('creates admin@localhost with a random password printed once when there is no admin', async () => {
    const log = quietLog();
    await ensureAdmin(ctx.app.db, {}, log, ctx.clock.now);
    const password = /password "([^"]+)"/.exec(log.lines.join('\n'))?.[1];
    expect(password).toMatch(/^\S{12,}$/);
    expect((await login(ctx, 'admin@localhost', password!)).statusCode).toBe(200);
    // A second start neither creates another admin nor prints a password again.
    const again = quietLog();
    await ensureAdmin(ctx.app.db, {}, again, ctx.clock.now);
    expect(again.lines).toEqual([]);
    expect(await ctx.app.db.selectFrom('admins').select('email').execute()).toEqual([{ email: 'admin@localhost' }]);
  });

  it('creates or updates the ADMIN_EMAIL admin, keeping sessions when the password is unchanged', async () => {
    const log = quietLog();
    const env = { email: 'Boss@Example.com', password: 'first password here' };
    await ensureAdmin(ctx.app.db, env, log, ctx.clock.now);
    const first = await login(ctx, 'boss@example.com', env.password);
    expect(first.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${first.json().token}` };

    await ensureAdmin(ctx.app.db, env, log, ctx.clock.now);
    expect((await ctx.app.inject({ url: '/api/admin/quotes', headers: auth })).statusCode).toBe(200);

    await ensureAdmin(ctx.app.db, { ...env, password: 'second password here' }, log, ctx.clock.now);
    expect((await ctx.app.inject({ url: '/api/admin/quotes', headers: auth })).statusCode).toBe(401);
    expect((await login(ctx, 'boss@example.com', 'second password here')).statusCode).toBe(200);
    expect(log.lines.join('\n')).not.toContain('second password here');
  });
});
