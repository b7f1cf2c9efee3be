import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { login, signedInApp, STAFF } from '../../test/admin.ts';

const t = signedInApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('staff accounts', () => {
  it('lists, adds and removes accounts; the removed one can no longer sign in or use its token', async () => {
    t.ctx.clock.advance(1000);
    const added = await t.staff.request('POST', '/api/admin/staff', { email: ' Priya@Agency.test ', password: 'a good long password' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ email: 'priya@agency.test', isYou: false });

    const list = (await t.staff.get('/api/admin/staff')).json().data;
    expect(list.map((a: { email: string; isYou: boolean }) => [a.email, a.isYou])).toEqual([
      [STAFF.email, true],
      ['priya@agency.test', false],
    ]);

    const priya = await login(t.ctx, 'priya@agency.test', 'a good long password');
    expect(priya.statusCode).toBe(200);
    const removed = await t.staff.request('DELETE', `/api/admin/staff/${added.json().data._id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Staff account removed' });
    const afterwards = await t.ctx.app.inject({ url: '/api/admin/projects', headers: bearer(priya.json().token) });
    expect(afterwards.statusCode).toBe(401);
    expect((await login(t.ctx, 'priya@agency.test', 'a good long password')).statusCode).toBe(401);
  });

  it('refuses a duplicate address, a short password, removing yourself and the last account, naming why', async () => {
    const duplicate = await t.staff.request('POST', '/api/admin/staff', { email: STAFF.email, password: 'another password' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('email: a staff account with this address already exists');
    for (const email of ['not an address', 'priya@', '<script>@x.y']) {
      const bad = await t.staff.request('POST', '/api/admin/staff', { email, password: 'a good long password' });
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'email must be a valid e-mail address']);
    }
    const short = await t.staff.request('POST', '/api/admin/staff', { email: 'new@agency.test', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password must be at least 8 characters');

    const me = (await t.staff.get('/api/admin/staff')).json().data[0];
    const yourself = await t.staff.request('DELETE', `/api/admin/staff/${me._id}`);
    expect(yourself.statusCode).toBe(409);
    expect(yourself.json().message).toBe('You cannot remove your own account. Ask another staff member to do it.');

    // The last account: another admin's session tries to remove the only one left.
    const other = await t.staff.request('POST', '/api/admin/staff', { email: 'other@agency.test', password: 'other password' });
    const otherToken = (await login(t.ctx, 'other@agency.test', 'other password')).json().token;
    const asOther = (method: 'DELETE', url: string) => t.ctx.app.inject({ method, url, headers: bearer(otherToken) });
    expect((await asOther('DELETE', `/api/admin/staff/${me._id}`)).statusCode).toBe(200);
    const last = await asOther('DELETE', `/api/admin/staff/${other.json().data._id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('You cannot remove your own account. Ask another staff member to do it.');
    expect(await t.ctx.app.db.selectFrom('admins').select('email').execute()).toEqual([{ email: 'other@agency.test' }]);
  });

  it('adds an account once when the form is sent twice at once, the other answer saying it exists', async () => {
    const add = () => t.staff.request('POST', '/api/admin/staff', { email: 'asha.verma@example.com', password: 'a long new password' });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ success: false, message: 'email: a staff account with this address already exists' });
    }
    const listed = (await t.staff.get('/api/admin/staff')).json().data.map((account: { email: string }) => account.email);
    expect(listed.filter((email: string) => email === 'asha.verma@example.com')).toHaveLength(1);
  });

  it('changes your own password only with the current one, and ends every session made before', async () => {
    const secondSession = (await login(t.ctx, STAFF.email, STAFF.password)).json().token;
    const wrong = await t.staff.request('PUT', '/api/admin/account/password', { currentPassword: 'not it', newPassword: 'brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: the current password is not correct');

    t.ctx.clock.advance(1000);
    const changed = await t.staff.request('PUT', '/api/admin/account/password', { currentPassword: STAFF.password, newPassword: 'brand new password' });
    expect(changed.json()).toEqual({ success: true, message: 'Password changed. Your other sessions were signed out.', email: STAFF.email });
    for (const token of [secondSession, t.staff.token]) {
      expect((await t.ctx.app.inject({ url: '/api/admin/projects', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await login(t.ctx, STAFF.email, STAFF.password)).statusCode).toBe(401);
    expect((await login(t.ctx, STAFF.email, 'brand new password')).statusCode).toBe(200);
  });

  it('changes the password once when two windows change it at once, the other told the current one is wrong', async () => {
    const change = (newPassword: string) => t.staff.request('PUT', '/api/admin/account/password', { currentPassword: STAFF.password, newPassword });
    const tried = ['नया पासवर्ड खिड़की एक', 'नया पासवर्ड खिड़की दो'];
    const answers = await Promise.all(tried.map(change));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().message).toBe('currentPassword: the current password is not correct');
    // The password the "changed" answer belongs to is the one that signs in; the other does not.
    const kept = tried[answers.findIndex((answer) => answer.statusCode === 200)];
    expect((await login(t.ctx, STAFF.email, kept)).statusCode).toBe(200);
    expect((await login(t.ctx, STAFF.email, tried.find((password) => password !== kept)!)).statusCode).toBe(401);
    expect((await t.ctx.app.db.selectFrom('audit_log').select('action').where('action', '=', 'password').execute()).length).toBe(1);
  });

  it('throttles guesses of the current password like sign-ins, the right one too once held back', async () => {
    const change = (currentPassword: string) => t.staff.request('PUT', '/api/admin/account/password', { currentPassword, newPassword: 'brand new password' });
    for (let guess = 0; guess < 5; guess++) expect((await change(`guess ${guess}`)).statusCode).toBe(400);
    const held = await change(STAFF.password);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('30');
    expect(held.json().message).toBe('Too many wrong passwords. Please try again in 30 seconds.');
    // The same throttle as the sign-in: the address from this IP waits there too.
    expect((await login(t.ctx, STAFF.email, STAFF.password)).statusCode).toBe(429);

    t.ctx.clock.advance(30_000);
    expect((await change(STAFF.password)).statusCode).toBe(200);
  });
  it('takes a password however the keyboard spelled its letters (composed or not)', async () => {
    // फ़ is one code point (U+095E) from one Hindi keyboard and फ + ़ from another; é likewise.
    const composed = 'ऑ\u095eर-café-2026';
    const decomposed = 'ऑ\u092b\u093cर-cafe\u0301-2026';
    const added = await t.staff.request('POST', '/api/admin/staff', { email: 'meera@agency.test', password: composed });
    expect(added.statusCode).toBe(201);
    expect((await login(t.ctx, 'meera@agency.test', decomposed)).statusCode).toBe(200);
    expect((await login(t.ctx, 'meera@agency.test', composed)).statusCode).toBe(200);

    const meera = (await login(t.ctx, 'meera@agency.test', decomposed)).json().token;
    const change = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/account/password',
      headers: bearer(meera),
      payload: { currentPassword: decomposed, newPassword: 'नया-पासवर्ड-\u095e-café' },
    });
    expect(change.statusCode).toBe(200);
    expect((await login(t.ctx, 'meera@agency.test', 'नया-पासवर्ड-\u092b\u093c-cafe\u0301')).statusCode).toBe(200);

    // A hash stored earlier from the text as typed (not composed) still takes that text.
    await t.ctx.app.db.updateTable('admins').set({ password_hash: await hash(decomposed.normalize('NFD')) }).where('email', '=', 'meera@agency.test').execute();
    expect((await login(t.ctx, 'meera@agency.test', decomposed.normalize('NFD'))).statusCode).toBe(200);
  });
});
