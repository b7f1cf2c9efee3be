import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

const contact = (i: number, fields: Partial<{ name: string; phone: string; subject: string; message: string; created_at: string }> = {}) => ({
  id: `c-${String(i).padStart(5, '0')}`,
  name: `Visitor ${i}`,
  email: `v${i}@example.com`,
  phone: '',
  subject: 'Hello',
  message: 'Hi',
  verified_email: `v${i}@example.com`,
  created_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});

const QUOTE_HEADER = ['Date', 'Name', 'Email', 'Phone', 'Service', 'Sub-service', 'Budget', 'Timeline', 'Message', 'Stage', 'Owner', 'Follow-up'] as const;

const download = (kind: string) => t.staff.get(`/api/admin/export/${kind}.csv`);
const rowsOf = (body: Buffer) => parse(body, { bom: true }) as string[][];

describe('CSV export', () => {
  it('round-trips awkward text exactly, with formula cells neutralized by one apostrophe', async () => {
    const message = 'He said "yes, please",\nthen: =cmd()\r\nand left; naïve café ₹10,000';
    const risky = { name: '=HYPERLINK("http://evil.example","click")', phone: '+91 98765 43210', subject: '@SUM(A1:A9)', message };
    await t.ctx.app.db.insertInto('contacts').values([contact(1, risky), contact(2, { subject: '-1+2', message: '\tleading tab' })]).execute();

    const answer = await download('contacts');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="contacts-2026-11-23.csv"');
    expect(answer.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');

    const [header, first, second] = rowsOf(answer.rawPayload);
    expect(header).toEqual(['Date', 'Name', 'Email', 'Phone', 'Subject', 'Message', 'Stage', 'Owner', 'Follow-up']);
    expect(first).toEqual([
      '2026-11-20 14:30:00',
      `'${risky.name}`,
      'v1@example.com',
      `'${risky.phone}`,
      `'${risky.subject}`,
      message, // starts with a letter: the =cmd() inside is not at the start of the cell
      'New',
      '',
      '',
    ]);
    expect(second.slice(4, 6)).toEqual(["'-1+2", "'\tleading tab"]);
  });

  it('keeps a bare LF or CR inside its cell, and no line of a cell starts a formula', async () => {
    const attacks = ["Hello\n=cmd|' /C calc'!A0", 'Hi\r+1', 'ok\n\t=x', '＝SUM(A1)', 'a\n－1\r\n＠x', '\r=y'];
    await t.ctx.app.db.insertInto('contacts').values(attacks.map((message, i) => contact(i, { message }))).execute();
    const csv = (await download('contacts')).rawPayload;

    // Read the way Excel, LibreOffice and Python's csv do: quotes honoured, a bare LF or CR ends a row.
    const rows = parse(csv, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];
    expect(rows).toHaveLength(1 + attacks.length);
    const formula = /^[=+\-@\t\r＝＋－＠]/;
    for (const cell of rows.flat()) {
      for (const line of cell.split(/\r\n|\n|\r/)) expect(line, JSON.stringify(cell)).not.toMatch(formula);
    }
    expect(rows.slice(1).map((row) => row[5])).toEqual([
      "Hello\n'=cmd|' /C calc'!A0",
      "Hi\r'+1",
      "ok\n'\t=x",
      "'＝SUM(A1)",
      "a\n'－1\r\n'＠x",
      "'\r'=y",
    ]);
  });

  it("dates each lead by the agency's clock: a message at 00:10 in India is of that Indian day", async () => {
    // 18:40 UTC on 28 Nov is 00:10 on 29 Nov in India, where the admin lists and the file name date it.
    await t.ctx.app.db.insertInto('contacts').values(contact(1, { created_at: '2026-11-28T18:40:00.000Z' })).execute();
    const [, row] = rowsOf((await download('contacts')).rawPayload);
    expect(row[0]).toBe('2026-11-29 00:10:00');
  });

  it('exports quote requests with their own columns', async () => {
    await t.ctx.app.db
      .insertInto('quotes')
      .values({
        id: 'q1',
        name: 'Neha',
        email: 'neha@example.com',
        phone: '',
        service: 'web-products',
        sub_service: 'Custom React/Next.js apps',
        budget: '100k-500k',
        timeline: '1-month',
        message: 'A shop, with payments',
        verified_email: 'neha@example.com',
        created_at: '2026-11-21T10:00:00.000Z',
      })
      .execute();
    const answer = await download('quotes');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="quotes-2026-11-23.csv"');
    expect(rowsOf(answer.rawPayload)).toEqual([
      [...QUOTE_HEADER],
      ['2026-11-21 15:30:00', 'Neha', 'neha@example.com', '', 'Web Products & Platforms', 'Custom React/Next.js apps', '1,00,000-5,00,000', '1 month', 'A shop, with payments', 'New', '', ''],
    ]);

    // Labels follow Settings; a code no list knows any more stays as stored rather than vanish.
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    settings.timelines[2].label = 'About a month';
    expect((await t.staff.request('PUT', '/api/admin/settings', settings)).statusCode).toBe(200);
    await t.ctx.app.db.updateTable('quotes').set({ budget: 'retired-code' }).execute();
    const [, row] = rowsOf((await download('quotes')).rawPayload);
    expect(row.slice(6, 8)).toEqual(['retired-code', 'About a month']);
  });

  it('streams every row across pages, oldest first, even when many share a timestamp', async () => {
    // More than one page on either engine (1,000 rows on SQLite, 5,000 on PostgreSQL).
    const count = 5203;
    const rows = Array.from({ length: count }, (_, i) => contact(i, { created_at: i < 2600 ? '2026-11-01T00:00:00.000Z' : '2026-11-02T00:00:00.000Z' }));
    for (let i = 0; i < rows.length; i += 200) await t.ctx.app.db.insertInto('contacts').values(rows.slice(i, i + 200)).execute();
    const [, ...records] = rowsOf((await download('contacts')).rawPayload);
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r[2])).size).toBe(count);
    expect(records.every((record, i) => i === 0 || records[i - 1][0] <= record[0])).toBe(true);
  });

  it('has just the header for an empty table', async () => {
    expect(rowsOf((await download('quotes')).rawPayload)).toEqual([[...QUOTE_HEADER]]);
  });

  it("gives each lead's stage, owner and follow-up day as staff set them in the pipeline", async () => {
    const owner = 'priyanka.raghunathan-sales@narmada-digital.example.in';
    const created = await t.staff.request('POST', '/api/admin/staff', { email: owner, password: 'a long enough password' });
    expect(created.statusCode).toBe(201);
    const ownerId: string = created.json().data._id;
    await t.ctx.app.db.insertInto('contacts').values([contact(1), contact(2), contact(3)]).execute();
    const change = (id: string, body: object) => t.staff.request('PUT', `/api/admin/leads/contact/${id}/pipeline`, body);
    expect((await change('c-00001', { status: 'proposal_sent', ownerId, followUpOn: '2026-12-01' })).statusCode).toBe(200);
    expect((await change('c-00002', { status: 'lost', lostReason: 'Went with a bigger agency' })).statusCode).toBe(200);

    const rows = rowsOf((await download('contacts')).rawPayload).map((row) => [row[2], ...row.slice(6)]);
    expect(rows).toEqual([
      ['Email', 'Stage', 'Owner', 'Follow-up'],
      ['v1@example.com', 'Proposal sent', owner, '2026-12-01'],
      ['v2@example.com', 'Lost', '', ''],
      ['v3@example.com', 'New', '', ''],
    ]);
  });

  it('hands out a short-lived download link that works without the token, for its kind only, until logout', async () => {
    await t.ctx.app.db.insertInto('contacts').values([contact(1)]).execute();
    const link = await t.staff.request('POST', '/api/admin/export/contacts/link');
    expect(link.statusCode).toBe(200);
    const url: string = link.json().data.url;
    expect(url).toMatch(/^\/api\/export\/contacts\.csv\?ticket=/);

    const fetched = await t.ctx.app.inject({ url });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-disposition']).toBe('attachment; filename="contacts-2026-11-23.csv"');
    expect(rowsOf(fetched.rawPayload)[1][2]).toBe('v1@example.com');

    const refused = async (target: string) => {
      const answer = await t.ctx.app.inject({ url: target });
      expect(answer.statusCode, target).toBe(401);
      expect(answer.json().message).toBe('This download link has expired. Please export again.');
    };
    await refused(url.replace('contacts.csv', 'quotes.csv'));
    await refused(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    // The ticket is not a staff token, nor the other way round.
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    expect((await t.ctx.app.inject({ url: '/api/admin/contacts', headers: { authorization: `Bearer ${ticket}` } })).statusCode).toBe(401);
    await refused(`/api/export/contacts.csv?ticket=${t.staff.token}`);

    t.ctx.clock.advance(31_000);
    await refused(url);
    const fresh = (await t.staff.request('POST', '/api/admin/export/contacts/link')).json().data.url;
    await t.staff.request('POST', '/api/admin/logout');
    await refused(fresh);
  });
});
