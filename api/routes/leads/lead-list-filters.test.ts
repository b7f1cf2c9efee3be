import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../services/admins.ts';
import { everyPage, signedInApp } from '../../test/admin.ts';
import { LONG_ADDRESS } from '../../test/people.ts';

const app = signedInApp();

/** A quote at a stage, with an owner and a follow-up day, as the pipeline leaves it. */
async function addQuote(id: string, fields: { status?: 'new' | 'contacted' | 'proposal_sent' | 'won' | 'lost'; owner?: string; followUp?: string; email?: string } = {}) {
  await app.ctx.app.db
    .insertInto('quotes')
    .values({
      id,
      name: `Client ${id}`,
      email: fields.email ?? `${id}@example.com`,
      phone: '',
      service: 'mobile-applications',
      sub_service: 'Food delivery app',
      budget: 'b',
      timeline: 't',
      message: 'An app for our restaurants',
      verified_email: `${id}@example.com`,
      created_at: `2026-11-${String(10 + Number(id.slice(1))).padStart(2, '0')}T00:00:00Z`,
      status: fields.status ?? 'new',
      owner_id: fields.owner ?? null,
      follow_up_on: fields.followUp ?? null,
    })
    .execute();
}

const ids = (answer: { json(): { data: { _id: string }[] } }) => answer.json().data.map((row) => row._id);

const allPages = (url: string) => everyPage(app.staff, url, 2, '_id');

describe('lead lists by pipeline stage, owner and follow-up day', () => {
  it('filters by stage, open stages and owner, counts what the filter finds, and shows each row’s stage', async () => {
    const meera = await createAdmin(app.ctx.app.db, 'meera@example.com', 'a long enough password', app.ctx.clock.now);
    await addQuote('q1', { status: 'won', owner: meera });
    await addQuote('q2', { status: 'contacted', owner: meera, followUp: '2026-11-30' });
    await addQuote('q3', { status: 'lost' });
    await addQuote('q4');

    const won = await app.staff.get('/api/admin/quotes?status=won');
    expect([ids(won), won.json().total]).toEqual([['q1'], 1]);
    expect(won.json().data[0]).toMatchObject({ status: 'won', ownerId: meera, followUpOn: null });
    expect(ids(await app.staff.get('/api/admin/quotes?status=open'))).toEqual(['q4', 'q2']);
    expect(ids(await app.staff.get(`/api/admin/quotes?owner=${meera}`))).toEqual(['q2', 'q1']);
    expect(ids(await app.staff.get('/api/admin/quotes?owner=none'))).toEqual(['q4', 'q3']);
    const both = await app.staff.get(`/api/admin/quotes?owner=${meera}&status=open&q=client`);
    expect([ids(both), both.json().total]).toEqual([['q2'], 1]);
    // The contacts list takes the same filters.
    expect((await app.staff.get('/api/admin/contacts?status=won')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('sorts by stage in pipeline order and by follow-up day (undated last), page after page', async () => {
    await addQuote('q1', { status: 'lost' });
    await addQuote('q2', { status: 'won', followUp: '2026-12-01' });
    await addQuote('q3', { status: 'contacted', followUp: '2026-11-25' });
    await addQuote('q4', { followUp: '2026-12-01' });
    await addQuote('q5', { status: 'proposal_sent' });

    expect(await allPages('/api/admin/quotes?sort=stage&order=asc')).toEqual(['q4', 'q3', 'q5', 'q2', 'q1']);
    expect(await allPages('/api/admin/quotes?sort=stage&order=desc')).toEqual(['q1', 'q2', 'q5', 'q3', 'q4']);
    expect(await allPages('/api/admin/quotes?sort=follow_up&order=asc')).toEqual(['q3', 'q2', 'q4', 'q1', 'q5']);
    expect(await allPages('/api/admin/quotes?sort=follow_up&order=asc&status=open')).toEqual(['q3', 'q4', 'q5']);
  });

  it('finds a lead by its whole address, however long: the Dashboard, a timeline and an alert open a lead so', async () => {
    await addQuote('q1', { email: LONG_ADDRESS, followUp: '2026-11-20' });
    await addQuote('q2');
    const found = await app.staff.get(`/api/admin/quotes?q=${encodeURIComponent(LONG_ADDRESS)}&limit=100`);
    expect(found.statusCode, found.body).toBe(200);
    expect(ids(found)).toEqual(['q1']);
    // The longest address there is: a search of it is still a search, not a 400.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect([longest.length, (await app.staff.get(`/api/admin/quotes?q=${longest}`)).statusCode]).toEqual([254, 200]);
    expect((await app.staff.get(`/api/admin/quotes?q=${longest}x`)).json().message).toBe('q must be at most 254 characters');
  });

  it('refuses an unknown stage or sort, naming the parameter', async () => {
    const stage = await app.staff.get('/api/admin/quotes?status=maybe');
    expect(stage.statusCode).toBe(400);
    expect(stage.json().message).toMatch(/status/);
    expect((await app.staff.get('/api/admin/quotes?sort=budget')).statusCode).toBe(400);
  });
});

describe('won quote to portfolio project draft', () => {
  const draft = (id: string) => app.staff.request('POST', `/api/admin/leads/quote/${id}/project-draft`);

  it('drafts one hidden project from a won quote, once, and notes it on the lead', async () => {
    await addQuote('q1', { status: 'contacted' });
    const early = await draft('q1');
    expect([early.statusCode, early.json().message]).toEqual([409, 'Only a won quote becomes a project: mark it won first']);
    expect((await draft('q9')).statusCode).toBe(404);

    await app.ctx.app.db.updateTable('quotes').set({ status: 'won' }).where('id', '=', 'q1').execute();
    // A double click: the lead's lock lets one make the draft, the other gets that same draft.
    const [made, twin] = (await Promise.all([draft('q1'), draft('q1')])).toSorted((a, b) => b.statusCode - a.statusCode);
    expect([made.statusCode, twin.statusCode]).toEqual([201, 200]);
    expect(twin.json().data.projectId).toBe(made.json().data.projectId);
    const { projectId, title, created } = made.json().data;
    expect([title, created]).toEqual(['Food delivery app', true]);
    const project = (await app.staff.get('/api/admin/projects')).json().data.find((p: { _id: string }) => p._id === projectId);
    expect(project).toMatchObject({ status: 'inactive', featured: false, category: 'mobile' });
    expect(project.description).toMatch(/^Drafted from a won quote for .*Food delivery app\. Describe the finished work here\.$/);
    // The client's name, address and words stay out of the portfolio and its audit entry.
    const audit = (await app.staff.get('/api/admin/audit?entity=project')).json().data;
    expect(audit.map((entry: { action: string; entityId: string }) => [entry.action, entry.entityId])).toContainEqual(['create', projectId]);
    expect(JSON.stringify([project, audit])).not.toMatch(/Client q1|q1@example|An app for our restaurants/);

    const again = await draft('q1');
    expect([again.statusCode, again.json().data.projectId, again.json().data.created]).toEqual([200, projectId, false]);
    const history = (await app.staff.get('/api/admin/leads/quote/q1/pipeline')).json().data.events;
    expect(history.map((e: { text: string }) => e.text)).toEqual(['Portfolio project drafted: "Food delivery app"']);

    // A draft is on no public list, page or sitemap.
    const get = (url: string) => app.ctx.app.inject({ method: 'GET', url });
    expect((await get('/api/projects')).json().data.map((p: { _id: string }) => p._id)).not.toContain(projectId);
    expect((await get(`/api/projects/${projectId}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(projectId);
  });
});
