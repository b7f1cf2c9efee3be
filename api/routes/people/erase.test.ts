import { sql } from 'kysely';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, STAFF, type AdminClient } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { readMailFolder } from '../../test/mail-folder.ts';
import { verifyEmail } from '../../test/app.ts';
import { busyPerson, mailsSettled, type Person } from '../../test/people.ts';
import { inChunks, nextTurn } from '../../db/batches.ts';
import { LANES, type Lane } from '../../mail/lanes.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { requestRights } from '../data-rights/data-rights.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { createOutboxWorker } from '../../mail/outbox-worker.ts';
import { createMailTransport, type MailTransport } from '../../mail/transport.ts';

/** The person erased, and one whose address holds theirs (`asha@` ends in `a@`): only the first goes. */
const AARAV: Person = { email: 'a@example.com', name: 'Aarav Gupta', phone: '9876543210', words: '12 Gupta Lane' };
const ASHA: Person = { email: 'asha@example.com', name: 'Asha Verma', phone: '9826012345', words: '7 Lotus Road' };
const MAIL_FROM = '"Narmada Digital" <mail@agency.example.com>';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => {
  // No SMTP: mails are written as .eml files to the outbox folder, which the erasure must reach too.
  ctx = await startTestApp({ smtpUrl: undefined, mailFrom: MAIL_FROM });
  staff = await signIn(ctx);
});
afterEach(async () => ctx.close());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address as a whole (typed or URL-encoded), never inside a longer one; or any of the person's words. */
const tracesOf = (person: Person) =>
  new RegExp(
    [
      `(?<![a-z0-9._%+-])(?:${escape(person.email)}|${escape(encodeURIComponent(person.email))})(?![a-z0-9-]|\\.[a-z0-9])`,
      ...[person.name, person.phone, person.words].map(escape),
    ].join('|'),
    'i',
  );

/** Every row of every table, as JSON, keyed by table and position. */
async function everyRow(): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const table of await ctx.app.db.introspection.getTables()) {
    if (table.name.startsWith('kysely_')) continue;
    const found = await ctx.app.db.selectFrom(table.name as 'contacts').selectAll().execute();
    found.forEach((row) => rows.set(`${table.name}: ${JSON.stringify(row)}`, table.name));
  }
  return rows;
}
const rowsWith = (rows: Map<string, string>, pattern: RegExp) => [...rows.keys()].filter((row) => pattern.test(row));
const filesWith = async (pattern: RegExp) => (await readMailFolder(join(ctx.dataDir, 'outbox'))).filter((mail) => pattern.test(mail.raw)).map((mail) => mail.file);

/** The SQLite file and its write-ahead log as bytes (as text, one character per byte). */
const databaseBytes = () =>
  ['agency.db', 'agency.db-wal']
    .map((file) => join(ctx.dataDir, file))
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n');

const erase = (email: string) => staff.request('DELETE', `/api/admin/people/${encodeURIComponent(email)}`);

describe('erasing a person', () => {
  it('leaves nothing of them in any column, mail file or database byte, and takes nothing of anybody else', async () => {
    await busyPerson(ctx, staff, AARAV);
    await busyPerson(ctx, staff, ASHA);
    await mailsSettled(ctx);
    const before = await everyRow();
    const aarav = tracesOf(AARAV);
    const asha = tracesOf(ASHA);
    expect(rowsWith(before, aarav).length).toBeGreaterThan(20);
    expect((await filesWith(aarav)).length).toBeGreaterThan(3);
    const ashasRows = rowsWith(before, asha);
    const ashasFiles = await filesWith(asha);
    const staffAudit = await ctx.app.db.selectFrom('audit_log').select(['id', 'action', 'entity', 'created_at']).where('admin_email', '=', STAFF.email).orderBy('id').execute();

    const erased = await erase('A@Example.com');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({ contacts: 1, quotes: 1, subscribers: 1, 'page views': 1, 'daily view counts': 1, 'staff activity redacted': 5 });

    const after = await everyRow();
    expect(rowsWith(after, aarav)).toEqual([]);
    expect(await filesWith(aarav)).toEqual([]);
    // Asha's rows and mail files are all there, unchanged.
    expect(rowsWith(after, asha)).toEqual(ashasRows);
    expect(await filesWith(asha)).toEqual(ashasFiles);
    // Every staff action stays in the log (on Aarav too, redacted), with the erasure after them.
    const audit = await ctx.app.db.selectFrom('audit_log').select(['id', 'action', 'entity', 'created_at', 'after']).where('admin_email', '=', STAFF.email).orderBy('id').execute();
    expect(audit.slice(0, -1).map(({ after: _, ...entry }) => entry)).toEqual(staffAudit);
    expect(audit.at(-1)).toMatchObject({ action: 'erase', entity: 'person' });
    expect(audit.filter((entry) => entry.after?.includes('[erased]')).map((entry) => entry.action).sort()).toEqual(['note', 'pipeline', 'reply', 'unsubscribe']);
    // The staff account still signs in.
    expect((await signIn(ctx)).token).toBeTruthy();

    if (!ctx.databaseUrl) {
      // SQLite zeroes what was deleted, and the emptied write-ahead log holds no older copy.
      const bytes = databaseBytes();
      expect(bytes).toMatch(asha);
      expect(bytes.match(aarav)?.[0]).toBeUndefined();
    } else {
      // PostgreSQL: the tables the erasure deleted from were vacuumed.
      const vacuumed = async () =>
        (await sql<{ relname: string }>`SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL`.execute(ctx.app.db)).rows.map((row) => row.relname);
      await expect.poll(vacuumed).toEqual(expect.arrayContaining(['contacts', 'quotes', 'outbox', 'consents', 'audit_log', 'visitor_events']));
    }
  });

  it("refuses a staff account's address and the agency's own, and changes nothing", async () => {
    await busyPerson(ctx, staff, ASHA);
    await mailsSettled(ctx);
    const before = await everyRow();
    for (const address of [STAFF.email, 'hello@narmadadigital.in', 'mail@agency.example.com']) {
      const refused = await erase(address);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^email: this is (the address of a staff account|one of the agency's own addresses)/);
    }
    expect(await everyRow()).toEqual(before);
  });

  it("shows and takes none of the mails to or about others when the address was the agency's before", async () => {
    await busyPerson(ctx, staff, ASHA);
    await mailsSettled(ctx);
    // The agency moves to a new inbox; its old one is no longer refused as the agency's.
    const settings = (await staff.get('/api/admin/settings')).json().data;
    const formerInbox = settings.contactInfo.email;
    const moved = { ...settings, contactInfo: { ...settings.contactInfo, email: 'studio.enquiries@narmada-digital-studio.example.in' } };
    expect((await staff.request('PUT', '/api/admin/settings', moved)).statusCode).toBe(200);
    const before = await everyRow();
    // Asha's lead notifications went to the old inbox, and staff replies to her named it as Reply-To.
    expect(rowsWith(before, new RegExp(escape(formerInbox))).filter((row) => row.startsWith('outbox:')).length).toBeGreaterThan(1);
    const exported = await staff.get(`/api/admin/people/${encodeURIComponent(formerInbox)}/export`);
    expect(exported.json().mails).toEqual([]);
    expect(JSON.stringify((await staff.get(`/api/admin/people/${encodeURIComponent(formerInbox)}`)).json())).not.toMatch(tracesOf(ASHA));

    const erased = await erase(formerInbox);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.mails).toBe(0);
    expect(rowsWith(await everyRow(), tracesOf(ASHA))).toEqual(rowsWith(before, tracesOf(ASHA)));
  });

  it('erases an address that holds nothing without touching a look-alike', async () => {
    await busyPerson(ctx, staff, ASHA);
    await mailsSettled(ctx);
    const before = await everyRow();
    const erased = await erase('a@example.com');
    expect(erased.statusCode).toBe(200);
    expect(Object.values(erased.json().data).every((n) => n === 0)).toBe(true);
    const after = await everyRow();
    expect(rowsWith(after, tracesOf(ASHA))).toEqual(rowsWith(before, tracesOf(ASHA)));
  });

  it('erases the old page views that name them however the address was escaped, and no look-alike of theirs', async () => {
    // Paths from before they lost their query, each escaped as a browser, a form or a mail client wrote it.
    const theirs = ['/your-data?email=d%27a%40example.com', "/unsubscribe?email=D'A@Example%2Ecom", '/contact?e=d%27%61%40example.com'];
    const others = ['/your-data?email=a%40example.com', '/your-data?email=d%27a%40example.com.au', '/unsubscribe?email=ed%27a%40example.com'];
    for (const path of [...theirs, ...others]) {
      await ctx.app.db.insertInto('visitor_events').values({ type: 'pageview', path, referrer: null, name: null, value: null, day: '2026-11-23', created_at: ctx.clock.now }).execute();
      await ctx.app.db.insertInto('visitor_daily').values({ day: '2026-11-23', kind: 'path', key: path, views: 1 }).execute();
    }
    const erased = await erase("d'a@example.com");
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({ 'page views': 3, 'daily view counts': 3 });
    const paths = await ctx.app.db.selectFrom('visitor_events').select('path').orderBy('id').execute();
    const keys = await ctx.app.db.selectFrom('visitor_daily').select('key').where('kind', '=', 'path').execute();
    expect(paths.map((row) => row.path)).toEqual(others);
    expect(keys.map((row) => row.key).sort()).toEqual([...others].sort());
  });
});

/** People at the address length real ones reach, a round each: a race is tried more than once. */
const racers = (round: number): Person => ({
  email: `priya.venkataraman.${round}@jabalpur-design-studio.example.in`,
  name: `Priya Venkataraman ${round}`,
  phone: `98260${round}5432`,
  words: `${round}4 Napier Town, Jabalpur`,
});

describe('erasing a person while their leads are being worked on', () => {
  it('leaves nothing of them when staff add notes, replies and stage changes at the same moment', async () => {
    for (const round of [1, 2, 3]) {
      const person = racers(round);
      const cookie = await verifyEmail(ctx, person.email);
      for (const [url, payload] of [
        ['/api/contact', { name: person.name, email: person.email, subject: 'A new shop', message: `At ${person.words}` }],
        ['/api/quote', { name: person.name, email: person.email, service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: `Call ${person.phone}` }],
      ] as const) {
        expect((await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload })).statusCode).toBe(200);
      }
      const lead = async (table: 'contacts' | 'quotes') => (await ctx.app.db.selectFrom(table).select('id').where('email', '=', person.email).executeTakeFirstOrThrow()).id;
      const leads = [`contact/${await lead('contacts')}`, `quote/${await lead('quotes')}`];
      const work = leads.flatMap((path) => [
        ...[1, 2, 3, 4].map((n) => () => staff.request('POST', `/api/admin/leads/${path}/notes`, { body: `Note ${n}: ${person.name} at ${person.words}` })),
        ...[1, 2].map((n) => () => staff.request('POST', `/api/admin/leads/${path}/reply`, { subject: `Reply ${n}`, message: `Dear ${person.name}, about ${person.words}` })),
        ...['contacted', 'proposal_sent'].map((status) => () => staff.request('PUT', `/api/admin/leads/${path}/pipeline`, { status })),
        () => staff.request('PUT', `/api/admin/leads/${path}/pipeline`, { status: 'lost', lostReason: `${person.name} went elsewhere` }),
      ]);
      // The erasure starts in the middle of the staff's work, not before or after all of it.
      const answers = await Promise.all([...work.slice(0, 9), () => erase(person.email), ...work.slice(9)].map((request) => request()));
      expect(answers.map((answer) => answer.statusCode).filter((status) => ![200, 201, 404].includes(status))).toEqual([]);
      await mailsSettled(ctx);
      expect(rowsWith(await everyRow(), tracesOf(person))).toEqual([]);
    }
  });

  it('leaves no timeline row of them when staff mark their data requests answered at the same moment', async () => {
    for (const round of [7, 8, 9]) {
      const person = racers(round);
      // Nine requests over three days, three a day (the most an address may send).
      const context = { settings: await readSiteSettings(ctx.app.db), publicUrl: 'https://agency.example.com', cap: ctx.app.limits.rightsRequestsPerAddress };
      for (const daysAgo of [2, 1, 0]) {
        for (const kind of ['correction', 'erasure', 'correction'] as const) {
          const request = { email: person.email, kind, note: `${person.name} moved to ${person.words}` };
          const asked = await requestRights(ctx.app.db, request, { ...context, now: ctx.clock.now - daysAgo * 86_400_000 });
          expect(asked.ok).toBe(true);
        }
      }
      const open = (await staff.request('GET', '/api/admin/rights-requests')).json().data as { _id: string }[];
      expect(open).toHaveLength(9);
      // Staff go down the queue marking the requests answered, one after another, as the erasure runs.
      const erasure = erase(person.email);
      const marks = [];
      for (const { _id } of open) marks.push(await staff.request('POST', `/api/admin/rights-requests/${_id}/answered`));
      expect((await erasure).statusCode).toBe(200);
      expect(marks.map((answer) => answer.statusCode).filter((status) => ![200, 404].includes(status))).toEqual([]);
      expect(rowsWith(await everyRow(), tracesOf(person))).toEqual([]);
    }
  });

  it('keeps every message the person sends meanwhile whole: each with its consent and mails, or none of it', async () => {
    for (const round of [4, 5, 6]) {
      const person = racers(round);
      const cookie = await verifyEmail(ctx, person.email);
      const send = (n: number) => () =>
        ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: { name: person.name, email: person.email, subject: `Message ${n}`, message: `At ${person.words}` } });
      const messages = [1, 2, 3, 4, 5, 6, 7, 8].map(send);
      const answers = await Promise.all([...messages.slice(0, 4), () => erase(person.email), ...messages.slice(4)].map((request) => request()));
      expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
      const countOf = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
      const db = ctx.app.db;
      const leads = await countOf(db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).where('email', '=', person.email).executeTakeFirstOrThrow());
      const consents = await countOf(
        db.selectFrom('consents').select((eb) => eb.fn.countAll().as('n')).where('email', '=', person.email).where('purpose', '=', 'lead_contact').executeTakeFirstOrThrow(),
      );
      const confirmations = await countOf(
        db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('to_address', '=', person.email).where('kind', '=', 'lead-confirmation').executeTakeFirstOrThrow(),
      );
      expect({ consents, confirmations }).toEqual({ consents: leads, confirmations: leads });
    }
  });
});

describe('erasing a person while a mail to them is being written', () => {
  it('leaves no mail file of theirs when the file is written after the erasure cleared the folder', async () => {
    const outboxDir = join(ctx.dataDir, 'outbox');
    const files = createMailTransport({ outboxDir });
    // The person is erased between the worker's claim on the mail and the file's writing.
    const eraseThenWrite: MailTransport = {
      ...files,
      async send(mail, options) {
        expect((await erase(AARAV.email)).statusCode).toBe(200);
        return files.send(mail, options);
      },
    };
    const transports = Object.fromEntries(LANES.map((lane) => [lane, eraseThenWrite])) as Record<Lane, MailTransport>;
    const warnings: string[] = [];
    const worker = createOutboxWorker({
      db: ctx.app.db, transports, from: MAIL_FROM, messageIdDomain: 'agency.example.com', now: () => ctx.clock.now, log: { info: () => {}, warn: (_obj, msg) => warnings.push(msg) }, pollMs: 60_000,
    });
    // Due next year: only this worker's deliver() takes it, not the app's own worker.
    const id = await enqueueMail(ctx.app.db, { kind: 'lead-confirmation', to: AARAV.email, subject: `Thank you, ${AARAV.name}`, html: `<p>${AARAV.words}</p>`, text: AARAV.words, sendAfter: ctx.clock.now + 365 * 86_400_000 }, ctx.clock.now);
    try {
      expect(await worker.deliver(id)).toBe(true);
    } finally {
      await worker.stop();
      files.close();
    }
    expect(warnings).toContain('Mail outcome not recorded: the row is no longer held by this claim (its lease ran out, or it was erased)');
    expect(await filesWith(tracesOf(AARAV))).toEqual([]);
    expect(await readMailFolder(outboxDir)).toEqual([]);
  });
});

describe('erasing a person while a campaign to them is being queued', () => {
  it('queues no mail and keeps no opt-out for anyone erased meanwhile, and mails everybody else once', async () => {
    const db = ctx.app.db;
    const stamp = new Date().toISOString();
    // 2,000 readers and between them 40 people (five pages of the audience), erased while the
    // campaign to all of them is queued: half subscribers, half leads (whose campaign opt-out token
    // is made as their page is queued).
    const readers = Array.from({ length: 2_000 }, (_, i) => `reader.${String(i).padStart(4, '0')}@jabalpur-design-studio.example.in`);
    const erased = Array.from({ length: 40 }, (_, i) => `reader.${String(i * 50 + 25).padStart(4, '0')}.to.be.erased@jabalpur-design-studio.example.in`);
    const subscriber = (email: string, i: number) => ({
      id: `s-${i}`, email, status: 'active' as const, source: 'website', unsubscribe_token: `unsubscribe-token-${i}`, confirm_token: null, subscribed_at: stamp, unsubscribed_at: null,
    });
    for (let i = 0; i < readers.length; i += 500) await db.insertInto('subscribers').values(readers.slice(i, i + 500).map((email, j) => subscriber(email, i + j))).execute();
    await db.insertInto('subscribers').values(erased.filter((_, i) => i % 2 === 0).map((email, i) => subscriber(email, readers.length + i))).execute();
    await db
      .insertInto('contacts')
      .values(erased.filter((_, i) => i % 2 === 1).map((email, i) => ({ id: `c-${i}`, name: `Lead ${i}`, email, phone: '', subject: 'A shop', message: 'Hello', verified_email: email, created_at: stamp })))
      .execute();

    const campaign = staff.request('POST', '/api/admin/email-campaigns', { name: 'Diwali', subject: 'Diwali offer', content: '<p>20% off websites, {{email}}.</p>', targetAudience: 'all_users' });
    let queuedAll = false;
    void campaign.finally(() => (queuedAll = true));
    // The people of a page are erased as soon as the campaign has read their page (the leads among
    // them get their opt-out tokens then), before it has queued the page's mails.
    const pageRead = async (people: string[]) =>
      (await db.selectFrom('mail_opt_outs').select('email').where('email', 'in', people).execute()).length > 0;
    const erasures = (async () => {
      for (const people of inChunks(erased, 10)) {
        while (!queuedAll && !(await pageRead(people))) await nextTurn();
        for (const email of people) expect((await erase(email)).statusCode).toBe(200);
      }
    })();
    const [created] = await Promise.all([campaign, erasures]);
    expect(created.statusCode).toBe(201);

    const rows = await everyRow();
    // These people hold nothing but their address; a row left with it is shown by its start.
    const addressOf = (email: string) => tracesOf({ email, name: email, phone: email, words: email });
    expect(erased.flatMap((email) => rowsWith(rows, addressOf(email))).map((row) => row.slice(0, 120))).toEqual([]);
    const mails = await db.selectFrom('outbox').select('to_address').where('campaign_id', '=', created.json().data._id).execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(readers);
  }, 60_000);
});
