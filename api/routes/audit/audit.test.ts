import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { defaultServices } from '../../../shared/content/services.ts';
import { defaultTestimonials } from '../../../shared/content/testimonials.ts';
import { createAdmin } from '../../services/admins.ts';
import { login, STAFF, signedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { subscribeConfirmed } from '../../test/newsletter.ts';
import { postInput } from '../../test/posts.ts';
import { staffWriteRoutes } from '../../test/staff-routes.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { REQUEST_NAMES } from '../data-rights/data-rights.ts';

const t = signedInApp();

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
]);

const template = { name: 'Warm welcome', subject: 'Welcome, {{name}}', htmlContent: '<p>Hello {{name}}</p>', templateType: 'newsletter_welcome' };
const campaign = { name: 'Diwali', subject: 'Diwali offer', content: '<p>20% off</p>', targetAudience: 'newsletter_subscribers' };

/** The audit rows as stored, oldest first. */
const auditRows = () => t.ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
const lastEntry = async () => (await t.staff.get('/api/admin/audit?limit=1')).json().data[0];

async function submitLead(kind: 'quote' | 'contact', email: string, name = 'Asha'): Promise<string> {
  const cookie = await verifyEmail(t.ctx, email);
  const payload =
    kind === 'quote'
      ? { name, email, phone: '9826012345', service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop' }
      : { name, email, subject: 'A new shop', message: 'Can you build it?' };
  const answer = await t.ctx.app.inject({ method: 'POST', url: `/api/${kind}`, headers: { cookie }, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  const table = kind === 'quote' ? 'quotes' : 'contacts';
  return (await t.ctx.app.db.selectFrom(table).select('id').where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
}

const ok = (answer: LightMyRequestResponse) => {
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
};

/** The content kinds staff edit as lists, with a valid input and a change to it. */
const CONTENT = [
  { path: '/api/admin/projects', entity: 'project', input: defaultProjects[0], field: 'title' },
  { path: '/api/admin/services', entity: 'service', input: defaultServices[0], field: 'name' },
  { path: '/api/admin/testimonials', entity: 'testimonial', input: defaultTestimonials[0], field: 'content' },
  { path: '/api/admin/email-templates', entity: 'template', input: template, field: 'subject' },
  { path: '/api/admin/posts', entity: 'post', input: postInput(), field: 'title' },
] as const;

/**
 * Staff routes that change nothing stored: previews render a mail, download links are signed
 * tickets kept nowhere, and signing out ends the caller's own session.
 */
const NOT_WRITES = [
  'POST /api/admin/email-campaigns/preview',
  'POST /api/admin/posts/preview',
  'POST /api/admin/export/contacts/link',
  'POST /api/admin/export/quotes/link',
  'POST /api/admin/logout',
];

describe('the audit log', () => {
  it('records every staff write route, by whom and when, with the previous value', async () => {
    const { ctx, staff } = t;
    const ids: Record<string, string> = {};
    /** Each write route of the app, exercised once; a route missing here fails the census below. */
    const writes: [route: string, run: () => Promise<unknown>][] = [];
    for (const { path, entity, input, field } of CONTENT) {
      writes.push(
        [`POST ${path}`, async () => (ids[entity] = ok(await staff.request('POST', path, input)).data._id)],
        [`PUT ${path}/:id`, async () => ok(await staff.request('PUT', `${path}/${ids[entity]}`, { ...input, [field]: `Changed ${field}` }))],
        [`DELETE ${path}/:id`, async () => ok(await staff.request('DELETE', `${path}/${ids[entity]}`))],
      );
    }
    writes.push(
      [
        'DELETE /api/admin/email-templates/defaults/:templateType',
        async () => {
          ok(await staff.request('POST', '/api/admin/email-templates', template));
          ok(await staff.request('DELETE', '/api/admin/email-templates/defaults/newsletter_welcome'));
        },
      ],
      [
        'PUT /api/admin/settings',
        async () => {
          const settings = ok(await staff.get('/api/admin/settings')).data;
          ok(await staff.request('PUT', '/api/admin/settings', { ...settings, siteInfo: { ...settings.siteInfo, name: 'Renamed Agency' } }));
        },
      ],
      ['POST /api/admin/staff', async () => (ids.staff = ok(await staff.request('POST', '/api/admin/staff', { email: 'second@example.com', password: 'another long password' })).data._id)],
      ['DELETE /api/admin/staff/:id', async () => ok(await staff.request('DELETE', `/api/admin/staff/${ids.staff}`))],
      [
        'POST /api/admin/files',
        async () => {
          const { payload, headers } = multipartFile('logo.png', PNG, 'image/png');
          const answer = await ctx.app.inject({ method: 'POST', url: '/api/admin/files', payload, headers: { ...headers, authorization: `Bearer ${staff.token}` } });
          ids.file = ok(answer).data._id;
        },
      ],
      ['DELETE /api/admin/files/:id', async () => ok(await staff.request('DELETE', `/api/admin/files/${ids.file}`))],
      [
        'POST /api/admin/rights-requests/:id/answered',
        async () => {
          await recordPersonEvent(ctx.app.db, 'client@example.com', 'rights_requested', ctx.app.now(), `${REQUEST_NAMES.correction}: "New phone"`);
          const [request] = ok(await staff.get('/api/admin/rights-requests')).data;
          ok(await staff.request('POST', `/api/admin/rights-requests/${request._id}/answered`, {}));
        },
      ],
      [
        'DELETE /api/admin/newsletter/:email',
        async () => {
          await subscribeConfirmed(ctx.app, 'reader@example.com');
          ok(await staff.request('DELETE', '/api/admin/newsletter/reader@example.com'));
        },
      ],
      [
        'POST /api/admin/posts/:id/newsletter',
        async () => {
          const post = ok(await staff.request('POST', '/api/admin/posts', postInput({ title: 'Sent to subscribers' }))).data;
          ok(await staff.request('POST', `/api/admin/posts/${post._id}/newsletter`, {}));
        },
      ],
      ['PUT /api/admin/account/profile', async () => ok(await staff.request('PUT', '/api/admin/account/profile', { name: 'Asha Patel', role: 'Founder' }))],
      ['POST /api/admin/email-campaigns', async () => (ids.campaign = ok(await staff.request('POST', '/api/admin/email-campaigns', campaign)).data._id)],
      ['POST /api/admin/email-campaigns/test', async () => ok(await staff.request('POST', '/api/admin/email-campaigns/test', campaign))],
      ['PUT /api/admin/email-campaigns/pace', async () => ok(await staff.request('PUT', '/api/admin/email-campaigns/pace', { ratePerMinute: 30 }))],
      [
        'POST /api/admin/email-campaigns/:id/resume',
        async () => {
          await ctx.app.db.updateTable('campaigns').set({ status: 'paused' }).where('id', '=', ids.campaign).execute();
          ok(await staff.request('POST', `/api/admin/email-campaigns/${ids.campaign}/resume`));
        },
      ],
      [
        'PUT /api/admin/leads/:kind/:id/pipeline',
        async () => {
          ids.quote = await submitLead('quote', 'client@example.com');
          ok(await staff.request('PUT', `/api/admin/leads/quote/${ids.quote}/pipeline`, { status: 'won' }));
        },
      ],
      ['POST /api/admin/leads/:kind/:id/notes', async () => ok(await staff.request('POST', `/api/admin/leads/quote/${ids.quote}/notes`, { body: 'Signed' }))],
      ['POST /api/admin/leads/:kind/:id/reply', async () => ok(await staff.request('POST', `/api/admin/leads/quote/${ids.quote}/reply`, { subject: 'Thanks', message: 'We start Monday' }))],
      ['POST /api/admin/leads/quote/:id/project-draft', async () => ok(await staff.request('POST', `/api/admin/leads/quote/${ids.quote}/project-draft`))],
      ['DELETE /api/admin/people/:email', async () => ok(await staff.request('DELETE', '/api/admin/people/gone@example.com'))],
      [
        'POST /api/admin/audit/:id/restore',
        async () => {
          const update = (await auditRows()).find((row) => row.entity === 'service' && row.action === 'update')!;
          ok(await staff.request('POST', `/api/admin/audit/${update.id}/restore`));
        },
      ],
      // Last: it ends this session.
      [
        'PUT /api/admin/account/password',
        async () => ok(await staff.request('PUT', '/api/admin/account/password', { currentPassword: STAFF.password, newPassword: 'a brand new passphrase' })),
      ],
    );

    // The census: every write route the app registers is exercised here or named as no write.
    expect([...writes.map(([route]) => route), ...NOT_WRITES].sort()).toEqual(staffWriteRoutes(ctx.app).sort());

    for (const [route, run] of writes) {
      ctx.clock.advance(1000);
      const before = (await auditRows()).length;
      await run();
      const added = (await auditRows()).slice(before);
      expect(added.length, `${route} left no audit entry`).toBeGreaterThan(0);
      for (const row of added) expect(row, route).toMatchObject({ admin_email: STAFF.email, created_at: ctx.clock.now });
    }

    // With the previous value and the new one.
    const rows = await auditRows();
    const entry = (entity: string, action: string) => {
      const row = rows.find((r) => r.entity === entity && r.action === action);
      expect(row, `${entity} ${action}`).toBeDefined();
      return { before: JSON.parse(row!.before ?? 'null'), after: JSON.parse(row!.after ?? 'null'), entityId: row!.entity_id };
    };
    expect(entry('project', 'update')).toMatchObject({ before: { title: defaultProjects[0].title }, after: { title: 'Changed title' } });
    expect(entry('project', 'delete')).toMatchObject({ before: { title: 'Changed title' }, after: null });
    expect(entry('service', 'update')).toMatchObject({ before: { name: defaultServices[0].name }, after: { name: 'Changed name' } });
    expect(entry('testimonial', 'delete')).toMatchObject({ before: { content: 'Changed content' } });
    expect(entry('template', 'reset')).toMatchObject({ before: { subject: template.subject } });
    expect(entry('settings', 'update').before.siteInfo.name).not.toBe('Renamed Agency');
    expect(entry('settings', 'update').after.siteInfo.name).toBe('Renamed Agency');
    expect(entry('staff', 'delete')).toMatchObject({ before: { email: 'second@example.com' } });
    expect(entry('file', 'delete')).toMatchObject({ before: { originalName: 'logo.png' } });
    expect(entry('subscriber', 'unsubscribe')).toMatchObject({ before: { status: 'active' }, after: { status: 'unsubscribed' } });
    expect(entry('campaign', 'pace')).toMatchObject({ before: { ratePerMinute: 60 }, after: { ratePerMinute: 30 } });
    expect(entry('campaign', 'resume')).toMatchObject({ before: { status: 'paused' }, after: { status: 'sending' } });
    expect(entry('quote', 'pipeline')).toMatchObject({ entityId: ids.quote, before: { status: 'new' }, after: { status: 'won' } });
    expect(entry('quote', 'note')).toMatchObject({ after: { note: 'Signed' } });
    expect(entry('quote', 'reply')).toMatchObject({ after: { subject: 'Thanks', message: 'We start Monday' } });
    expect(entry('project', 'create')).toMatchObject({ after: { title: defaultProjects[0].title } });
    expect(entry('service', 'restore')).toMatchObject({ before: null, after: { name: defaultServices[0].name } });
    expect(entry('staff', 'password')).toMatchObject({ before: null, after: null });
    expect(entry('post', 'update')).toMatchObject({ before: { title: postInput().title }, after: { title: 'Changed title' } });
    expect(entry('post', 'delete').before).toMatchObject({ title: 'Changed title', body: postInput().body });
    expect(entry('staff', 'update')).toMatchObject({ before: { name: '' }, after: { name: 'Asha Patel', role: 'Founder' } });
  });

  it('logs as `before` what each of several parallel edits really replaced', async () => {
    const { ctx, staff } = t;
    const project = ok(await staff.request('POST', '/api/admin/projects', defaultProjects[0])).data;
    const titles = ['A', 'B', 'C', 'D', 'E'];
    await Promise.all(titles.map((title) => staff.request('PUT', `/api/admin/projects/${project._id}`, { ...defaultProjects[0], title }).then(ok)));
    const updates = (await auditRows()).filter((row) => row.action === 'update').map((row) => [JSON.parse(row.before!).title, JSON.parse(row.after!).title]);
    // One chain: each edit's before is the previous edit's after, the first's the original title.
    expect(updates.map(([before]) => before)).toEqual([defaultProjects[0].title, ...updates.slice(0, -1).map(([, after]) => after)]);
    expect(updates.map(([, after]) => after).sort()).toEqual(titles);
    const stored = await ctx.app.db.selectFrom('projects').select('title').where('id', '=', project._id).executeTakeFirstOrThrow();
    expect(stored.title).toBe(updates.at(-1)![1]);
  });

  it('never stores a password or its hash', async () => {
    const { ctx, staff } = t;
    ok(await staff.request('POST', '/api/admin/staff', { email: 'second@example.com', password: 'another long password' }));
    ok(await staff.request('PUT', '/api/admin/account/password', { currentPassword: STAFF.password, newPassword: 'a brand new passphrase' }));
    const stored = JSON.stringify(await ctx.app.db.selectFrom('audit_log').selectAll().execute());
    expect(stored).toContain('second@example.com');
    for (const secret of ['another long password', 'a brand new passphrase', STAFF.password, '$argon2', 'password_hash', 'Hash', 'token']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('lists newest first a page at a time, filtered by staff member, kind of record and time', async () => {
    const { ctx, staff } = t;
    const start = ctx.clock.now;
    for (const title of ['One', 'Two', 'Three']) {
      ctx.clock.advance(60_000);
      ok(await staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], title }));
    }
    ctx.clock.advance(60_000);
    ok(await staff.request('POST', '/api/admin/services', defaultServices[0]));
    // A second staff member's change.
    ok(await staff.request('POST', '/api/admin/staff', { email: 'second@example.com', password: 'another long password' }));
    const second = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'second@example.com', password: 'another long password' } });
    const other: AdminClient['request'] = (method, url, payload) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${second.json().token}` } });
    ctx.clock.advance(60_000);
    ok(await other('POST', '/api/admin/testimonials', defaultTestimonials[0]));

    const page = async (query: string) => ok(await staff.get(`/api/admin/audit${query}`));
    const all = await page('');
    expect(all.data.map((e: { entity: string }) => e.entity)).toEqual(['testimonial', 'staff', 'service', 'project', 'project', 'project']);
    expect(all.total).toBe(6);

    const first = await page('?limit=2');
    expect(first.data.map((e: { entity: string }) => e.entity)).toEqual(['testimonial', 'staff']);
    const next = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(next.data.map((e: { entity: string }) => e.entity)).toEqual(['service', 'project']);
    expect(next.data[1]).toMatchObject({ action: 'create', staff: STAFF.email, after: { title: 'Three' }, restorable: false });

    const projects = await page('?entity=project');
    expect(projects.data.map((e: { after: { title: string } }) => e.after.title)).toEqual(['Three', 'Two', 'One']);
    expect(projects.total).toBe(3);
    expect((await page('?staff=SECOND@example.com')).data).toEqual([expect.objectContaining({ entity: 'testimonial', staff: 'second@example.com' })]);
    // Time bounds: from inclusive, to exclusive (the dashboard sends the staff member's local days).
    const span = await page(`?from=${start + 120_000}&to=${start + 240_000}`);
    expect(span.data.map((e: { after: { title: string } }) => e.after.title)).toEqual(['Three', 'Two']);

    for (const [query, message] of [
      ['?entity=robot', /^entity must be one of/],
      ['?staff=not-an-address', /^staff must be a staff account's address, such as admin@localhost$/],
      [`?from=${start + 10}&to=${start}`, /^from must be before to$/],
      ['?cursor=garbage!', /^cursor/],
    ] as const) {
      const bad = await staff.get(`/api/admin/audit${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toMatch(message);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('filters by the account made at first start, admin@localhost, which the Who list offers', async () => {
    const { ctx, staff } = t;
    await createAdmin(ctx.app.db, 'admin@localhost', 'the printed password', ctx.clock.now);
    const token = (await login(ctx, 'admin@localhost', 'the printed password')).json().token;
    ok(await ctx.app.inject({ method: 'POST', url: '/api/admin/services', payload: defaultServices[0], headers: { authorization: `Bearer ${token}` } }));
    const theirs = ok(await staff.get('/api/admin/audit?staff=admin@localhost'));
    expect(theirs.data).toEqual([expect.objectContaining({ entity: 'service', staff: 'admin@localhost' })]);
  });
});

describe('restoring content from the audit log', () => {
  const restore = (id: string | number) => t.staff.request('POST', `/api/admin/audit/${id}/restore`);
  const entryOf = async (entity: string, action: string) =>
    (await t.ctx.app.db.selectFrom('audit_log').select('id').where('entity', '=', entity).where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

  it.each(CONTENT)('puts a $entity back as it was before an edit, and brings a deleted one back with its id', async ({ path, entity, input, field }) => {
    const { staff } = t;
    const created = ok(await staff.request('POST', path, input)).data;
    ok(await staff.request('PUT', `${path}/${created._id}`, { ...input, [field]: 'Edited by mistake' }));

    const undone = ok(await restore(await entryOf(entity, 'update')));
    expect(undone).toMatchObject({ message: 'Earlier version restored', data: { entity, entityId: created._id, restored: { [field]: input[field as keyof typeof input] } } });
    const read = async () => {
      const answer = ok(await staff.get(`${path}${entity === 'template' ? '?limit=100' : ''}`));
      return answer.data.find((item: { _id: string }) => item._id === created._id);
    };
    expect((await read())[field]).toBe(input[field as keyof typeof input]);

    ok(await staff.request('DELETE', `${path}/${created._id}`));
    expect(await read()).toBeUndefined();
    ok(await restore(await entryOf(entity, 'delete')));
    expect(await read()).toMatchObject({ _id: created._id, createdAt: created.createdAt, [field]: input[field as keyof typeof input] });

    // The restore is itself in the log, with what it replaced.
    expect(await lastEntry()).toMatchObject({ action: 'restore', entity, entityId: created._id, before: null, after: { _id: created._id } });
  });

  it('shows a restored project on the public site at once, and settings too', async () => {
    const { ctx, staff } = t;
    const project = ok(await staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], title: 'Original title', status: 'active' })).data;
    ok(await staff.request('PUT', `/api/admin/projects/${project._id}`, { ...defaultProjects[0], title: 'Worse title', status: 'active' }));
    const publicTitles = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/projects' })).json().data.map((p: { title: string }) => p.title);
    expect(await publicTitles()).toContain('Worse title');
    ok(await restore(await entryOf('project', 'update')));
    expect(await publicTitles()).toContain('Original title');
    expect(await publicTitles()).not.toContain('Worse title');

    ok(await staff.request('DELETE', `/api/admin/projects/${project._id}`));
    expect(await publicTitles()).not.toContain('Original title');
    ok(await restore(await entryOf('project', 'delete')));
    expect(await publicTitles()).toContain('Original title');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/projects/${project._id}` })).json().project.title).toBe('Original title');

    const siteName = async () => (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data.siteInfo.name;
    const original = await siteName();
    const settings = ok(await staff.get('/api/admin/settings')).data;
    ok(await staff.request('PUT', '/api/admin/settings', { ...settings, siteInfo: { ...settings.siteInfo, name: 'Typo Agncy' } }));
    expect(await siteName()).toBe('Typo Agncy');
    ok(await restore(await entryOf('settings', 'update')));
    expect(await siteName()).toBe(original);
  });

  it('brings back the saved template a reset to default dropped', async () => {
    const { staff } = t;
    const saved = ok(await staff.request('POST', '/api/admin/email-templates', template)).data;
    ok(await staff.request('DELETE', '/api/admin/email-templates/defaults/newsletter_welcome'));
    ok(await restore(await entryOf('template', 'reset')));
    const defaults = ok(await staff.get('/api/admin/email-templates/defaults')).data;
    expect(defaults.find((d: { templateType: string }) => d.templateType === 'newsletter_welcome').customizedBy).toBe(saved._id);
  });

  it('restores a deleted record once when asked twice at once', async () => {
    const { ctx, staff } = t;
    const project = ok(await staff.request('POST', '/api/admin/projects', defaultProjects[0])).data;
    ok(await staff.request('DELETE', `/api/admin/projects/${project._id}`));
    const id = await entryOf('project', 'delete');
    const answers = await Promise.all([restore(id), restore(id), restore(id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await ctx.app.db.selectFrom('projects').select('id').where('id', '=', project._id).execute()).toHaveLength(1);
  });

  it('refuses what cannot be restored, naming why', async () => {
    const { staff } = t;
    ok(await staff.request('POST', '/api/admin/projects', defaultProjects[0]));
    const created = await restore(await entryOf('project', 'create'));
    expect([created.statusCode, created.json().message]).toEqual([409, 'This entry created the record: there is no earlier version to restore']);
    const quote = await submitLead('quote', 'client@example.com');
    ok(await staff.request('PUT', `/api/admin/leads/quote/${quote}/pipeline`, { status: 'contacted' }));
    const lead = await restore(await entryOf('quote', 'pipeline'));
    expect([lead.statusCode, lead.json().message]).toEqual([409, 'Only projects, services, testimonials, e-mail templates, posts and settings can be restored']);
    const missing = await restore(999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Audit entry not found']);
    expect((await restore('abc')).statusCode).toBe(400);
  });
});
