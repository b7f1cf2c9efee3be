import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { everyPage, signedInApp } from '../test/admin.ts';

const t = signedInApp();

/** 60 contacts a minute apart: Name 00 (oldest) to Name 59, with mixed-case names. */
async function seedContacts(count = 60) {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(2, '0');
    return {
      id: `c-${n}`,
      name: i % 2 ? `meera ${n}` : `Ravi ${n}`,
      email: `person${n}@example.com`,
      phone: '',
      subject: `Subject ${n}`,
      message: 'Hello',
      verified_email: `person${n}@example.com`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    };
  });
  await t.ctx.app.db.insertInto('contacts').values(rows).execute();
}

const names = (answer: { json(): { data: { name: string }[] } }) => answer.json().data.map((c) => c.name);

const allPages = (url: string) => everyPage(t.staff, url, 25, 'name');

describe('paged admin lists', () => {
  it('answers the first page newest first with the spec shape, the total and a cursor that walks every row once', async () => {
    await seedContacts();
    const first = await t.staff.get('/api/admin/contacts');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, total: 60, totalCapped: false });
    expect(body.data).toHaveLength(LIST_PAGE_SIZE);
    expect(body.data[0]).toMatchObject({ _id: 'c-59', name: 'meera 59', email: 'person59@example.com', subject: 'Subject 59' });
    expect(typeof body.nextCursor).toBe('string');

    const walked = await allPages('/api/admin/contacts');
    expect(walked).toHaveLength(60);
    expect(new Set(walked).size).toBe(60);
    expect(walked[59]).toBe('Ravi 00');
  });

  it('sorts by name without regard to case, both ways, and pages on in that order', async () => {
    await seedContacts();
    const ascending = await allPages('/api/admin/contacts?sort=name&order=asc');
    expect(ascending.slice(0, 3)).toEqual(['meera 01', 'meera 03', 'meera 05']);
    expect(ascending.at(-1)).toBe('Ravi 58');
    const descending = await allPages('/api/admin/contacts?sort=name&order=desc');
    expect(descending).toEqual([...ascending].reverse());
  });

  it('finds rows whose name, e-mail or subject starts with the search, in any case, and counts them', async () => {
    await seedContacts();
    const byEmail = await t.staff.get('/api/admin/contacts?q=PERSON42%40example.com');
    expect(byEmail.json()).toMatchObject({ total: 1, nextCursor: null, data: [{ _id: 'c-42' }] });
    const byName = await t.staff.get('/api/admin/contacts?q=ravi%201');
    expect(names(byName)).toEqual(['Ravi 18', 'Ravi 16', 'Ravi 14', 'Ravi 12', 'Ravi 10']);
    const bySubject = await t.staff.get('/api/admin/contacts?q=subject%205&sort=email&order=asc');
    expect(bySubject.json().total).toBe(10);
    expect(names(bySubject)[0]).toBe('Ravi 50');
    const none = await t.staff.get('/api/admin/contacts?q=nobody');
    expect(none.json()).toEqual({ success: true, data: [], nextCursor: null, total: 0, totalCapped: false });
  });

  it('refuses a forged cursor, a cursor of another order, an unknown sort and a page too big, naming the field', async () => {
    await seedContacts();
    const cursor = (await t.staff.get('/api/admin/contacts')).json().nextCursor;
    const cases: [string, RegExp][] = [
      ['cursor=bm90LWpzb24', /^cursor is not valid/],
      [`cursor=${cursor}&sort=name`, /^cursor belongs to another sort order/],
      ['sort=phone', /^sort must be one of: date, name, email/],
      ['limit=101', /limit/],
      ['cursor=a%20b', /^cursor has an invalid format/],
    ];
    for (const [query, message] of cases) {
      const answer = await t.staff.get(`/api/admin/contacts?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toMatch(message);
    }
  });

  it('pages the other lists the same way: subscribers by e-mail, templates and files by name', async () => {
    const db = t.ctx.app.db;
    await db
      .insertInto('subscribers')
      .values(
        ['b@example.com', 'a@example.com', 'c@example.com'].map((email, i) => ({
          id: `s-${i}`,
          email,
          status: 'active' as const,
          source: 'website',
          unsubscribe_token: `token-${i}-xxxxxxxx`,
          confirm_token: null,
          subscribed_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
          unsubscribed_at: null,
        })),
      )
      .execute();
    const subscribers = await t.staff.get('/api/admin/newsletter?sort=email&order=asc&limit=2');
    expect(subscribers.json().data.map((s: { email: string }) => s.email)).toEqual(['a@example.com', 'b@example.com']);
    expect(subscribers.json().total).toBe(3);
    expect((await t.staff.get('/api/admin/newsletter?q=c%40')).json().data).toHaveLength(1);
    for (const path of ['/api/admin/email-templates', '/api/admin/files', '/api/admin/email-campaigns', '/api/admin/quotes']) {
      const answer = await t.staff.get(`${path}?sort=name&order=asc&q=x`);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.json(), path).toMatchObject({ success: true, data: [], total: 0 });
    }
  });

  it('counts past the cap exactly (in steps on SQLite), for the list and the dashboard alike', async () => {
    const db = t.ctx.app.db;
    const rows = Array.from({ length: 12_345 }, (_, i) => ({
      id: `s-${i}`,
      email: `reader${i}@example.com`,
      status: i % 5 ? ('active' as const) : ('unsubscribed' as const),
      source: 'website',
      unsubscribe_token: `token-${i}-xxxxxxxx`,
      confirm_token: null,
      subscribed_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      unsubscribed_at: null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insertInto('subscribers').values(rows.slice(i, i + 1000)).execute();
    expect((await t.staff.get('/api/admin/newsletter')).json()).toMatchObject({ total: 12_345, totalCapped: false });
    expect((await t.staff.get('/api/admin/dashboard/stats')).json().stats.totalSubscribers).toBe(9_876);
    // A search matching more than the cap says so instead of counting on.
    expect((await t.staff.get('/api/admin/newsletter?q=reader')).json()).toMatchObject({ total: 10_000, totalCapped: true });
    expect((await t.staff.get('/api/admin/newsletter?q=reader12344')).json().data[0].email).toBe('reader12344@example.com');
  });
});
