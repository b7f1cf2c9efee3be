import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../../services/admins.ts';
import { startSignedInApp, STAFF, type AdminClient } from '../../test/admin.ts';
import type { TestContext } from '../../test/app.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

/** A lead as the public forms store it (the forms are tested in leads.test.ts). */
async function addQuote(id: string, name = 'Ravi', email = 'ravi@example.com') {
  await ctx.app.db
    .insertInto('quotes')
    .values({ id, name, email, phone: '', service: 'web', sub_service: 'x', budget: 'b', timeline: 't', message: 'Hi', verified_email: email, created_at: '2026-11-20T00:00:00Z' })
    .execute();
}

const pipelineOf = (kind: string, id: string) => staff.get(`/api/admin/leads/${kind}/${id}/pipeline`);
const change = (kind: string, id: string, body: object) => staff.request('PUT', `/api/admin/leads/${kind}/${id}/pipeline`, body);

describe('lead pipeline', () => {
  it('starts every lead as new and records each change with who made it, in words', async () => {
    await addQuote('q1');
    expect((await pipelineOf('quote', 'q1')).json().data).toEqual({
      pipeline: { status: 'new', lostReason: null, ownerId: null, followUpOn: null },
      events: [],
    });
    const ownerId = await createAdmin(ctx.app.db, 'meera@example.com', 'a long enough password', ctx.clock.now);
    const moved = await change('quote', 'q1', { status: 'contacted', ownerId, followUpOn: '2026-11-25' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.pipeline).toEqual({ status: 'contacted', lostReason: null, ownerId, followUpOn: '2026-11-25' });
    expect(moved.json().data.events.map((e: { text: string; by: string }) => [e.text, e.by])).toEqual([
      ['Stage: New -> Contacted', STAFF.email],
      ['Owner: none -> meera@example.com', STAFF.email],
      ['Follow-up: none -> 25 Nov 2026', STAFF.email],
    ]);
    // Nothing changed, nothing recorded.
    expect((await change('quote', 'q1', { status: 'contacted' })).json().data.events).toHaveLength(3);
  });

  it('asks a reason for a lost lead, refuses unknown owners and leads, and names the field', async () => {
    await addQuote('q1');
    const noReason = await change('quote', 'q1', { status: 'lost' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'lostReason is required when status is lost']);
    // A reason for a lead that is not lost would be dropped without a word: it is refused instead.
    const WITHOUT_LOST = [400, 'lostReason is kept only for a lost lead: send it with status lost'];
    const lone = await change('quote', 'q1', { lostReason: 'Went with a cheaper studio in Indore' });
    expect([lone.statusCode, lone.json().message]).toEqual(WITHOUT_LOST);
    const won = await change('quote', 'q1', { status: 'won', lostReason: 'Went with a cheaper studio in Indore' });
    expect([won.statusCode, won.json().message]).toEqual(WITHOUT_LOST);
    expect((await ctx.app.db.selectFrom('quotes').select('status').where('id', '=', 'q1').executeTakeFirstOrThrow()).status).toBe('new');
    const stranger = await change('quote', 'q1', { ownerId: 'nobody' });
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, 'ownerId is not a staff account']);
    // Days that do not exist: month 13, 31 February, 29 February of a common year.
    for (const followUpOn of ['2026-13-01', '2026-02-31', '2026-02-29', '2026-04-31', '26-11-01']) {
      const badDay = await change('quote', 'q1', { followUpOn });
      expect([badDay.statusCode, badDay.json().message]).toEqual([400, 'followUpOn must be a valid date']);
    }
    await addQuote('q2');
    expect((await change('quote', 'q2', { followUpOn: '2028-02-29' })).statusCode).toBe(200);
    expect((await change('contact', 'q1', { status: 'won' })).statusCode).toBe(404);
    expect((await change('deal', 'q1', { status: 'won' })).statusCode).toBe(400);

    const lost = await change('quote', 'q1', { status: 'lost', lostReason: 'Went with a cheaper offer' });
    expect(lost.json().data.pipeline).toMatchObject({ status: 'lost', lostReason: 'Went with a cheaper offer' });
    expect(lost.json().data.events.at(-1).text).toBe('Stage: New -> Lost (Went with a cheaper offer)');
    // Reopened, the reason goes.
    expect((await change('quote', 'q1', { status: 'contacted' })).json().data.pipeline.lostReason).toBeNull();
    expect((await pipelineOf('quote', 'q1')).json().data.events).toHaveLength(2);
  });

  it('keeps notes in order with their author, and refuses an empty one', async () => {
    await addQuote('q1');
    const note = (body: string) => staff.request('POST', '/api/admin/leads/quote/q1/notes', { body });
    expect((await note('Called, wants a call back on Monday')).statusCode).toBe(201);
    ctx.clock.advance(60_000);
    const second = await note('Sent the proposal');
    expect(second.json().data.events.map((e: { type: string; text: string }) => [e.type, e.text])).toEqual([
      ['note', 'Called, wants a call back on Monday'],
      ['note', 'Sent the proposal'],
    ]);
    expect(second.json().data.events[1].at - second.json().data.events[0].at).toBe(60_000);
    expect((await note('')).statusCode).toBe(400);
    expect((await staff.request('POST', '/api/admin/leads/quote/none/notes', { body: 'x' })).statusCode).toBe(404);
  });

  it('shows open leads by stage and the follow-ups due by the agency day', async () => {
    await addQuote('q1', 'Ravi');
    await addQuote('q2', 'Sana', 'sana@example.com');
    await addQuote('q3', 'Tara', 'tara@example.com');
    await change('quote', 'q1', { status: 'contacted', followUpOn: '2026-11-22' });
    await change('quote', 'q2', { status: 'proposal_sent', followUpOn: '2026-11-30' });
    await change('quote', 'q3', { status: 'won', followUpOn: '2026-11-01' });
    const summary = (await staff.get('/api/admin/pipeline')).json().data;
    expect(summary.open).toEqual({ new: 0, contacted: 1, proposal_sent: 1 });
    expect(summary.due.map((lead: { name: string }) => lead.name)).toEqual(['Ravi']);
  });

  it('records both of two simultaneous changes, each from the state the other left', async () => {
    await addQuote('q1');
    await Promise.all([change('quote', 'q1', { status: 'contacted' }), change('quote', 'q1', { status: 'proposal_sent' })]);
    const texts = (await pipelineOf('quote', 'q1')).json().data.events.map((e: { text: string }) => e.text);
    expect(texts).toHaveLength(2);
    // Chained: the second change starts where the first ended, whichever ran first.
    expect([texts.join(' | ')]).toContainEqual(
      expect.stringMatching(/^Stage: New -> (Contacted \| Stage: Contacted -> Proposal sent|Proposal sent \| Stage: Proposal sent -> Contacted)$/),
    );
  });

  it('is for staff only', async () => {
    await addQuote('q1');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/leads/quote/q1/pipeline' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('replies from the dashboard', () => {
  it("mails the lead through the outbox with the agency's address as Reply-To, and notes it in the history", async () => {
    await addQuote('q1', 'Ravi', 'Ravi@Example.com');
    const answer = await staff.request('POST', '/api/admin/leads/quote/q1/reply', {
      subject: 'Your website quote',
      message: 'Hello Ravi,\n\nThanks for writing. <b>Here</b> is our plan.\nTalk soon.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.events.at(-1)).toMatchObject({ type: 'reply', text: 'Reply sent: "Your website quote"', by: STAFF.email });
    const mail = await ctx.smtp.waitForMail((m) => m.subject === 'Your website quote');
    expect(mail.to).toEqual(['ravi@example.com']);
    expect(mail.headers['reply-to']).toBe('hello@narmadadigital.in');
    expect(mail.html).toContain('<p>Thanks for writing. &lt;b&gt;Here&lt;/b&gt; is our plan.<br>Talk soon.</p>');
    expect(mail.text).toContain('Narmada Digital Studio');
    const empty = await staff.request('POST', '/api/admin/leads/quote/q1/reply', { subject: 'x', message: '' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'message is required']);
    expect((await staff.request('POST', '/api/admin/leads/contact/q1/reply', { subject: 'x', message: 'y' })).statusCode).toBe(404);
  });
});
