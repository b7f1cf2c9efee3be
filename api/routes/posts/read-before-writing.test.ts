import { describe, expect, it } from 'vitest';
import { defaultPosts } from '../../../shared/content/posts.ts';
import { signedInApp } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';
import { createPost } from '../../test/posts.ts';

const t = signedInApp();

const LEAD = 'owner.of.a.dental.clinic.in.wright.town@example.com';
const LOOKALIKE = 'dental.clinic.in.wright.town@example.com';

const texts = async (email: string) =>
  (await t.staff.get(`/api/admin/people/${encodeURIComponent(email)}`)).json().data.entries.map((entry: { text: string }) => entry.text).reverse();

describe('the posts a lead read before writing', () => {
  it('are on the person’s timeline, just before the quote their visit sent, by title', async () => {
    const { ctx, staff } = t;
    const post = await createPost(staff, { title: 'What online booking saves a clinic' });
    const read = [defaultPosts[0].slug, post.slug, 'a-post-deleted-since'];
    const cookies: Record<string, string> = {};
    for (const [email, visit] of [
      [LEAD, { source: 'google', read }],
      [LOOKALIKE, {}],
    ] as const) {
      const cookie = (cookies[email] = await verifyEmail(ctx, email));
      ctx.clock.advance(1000);
      const quote = {
        name: 'Dr. Meera Jain',
        email,
        phone: '9826012345',
        service: 'web-development',
        subService: 'Booking',
        budget: 'under-100k',
        timeline: '1-month',
        message: 'Patients should book online',
        visit,
      };
      expect((await ctx.app.inject({ method: 'POST', url: '/api/quote', headers: { cookie }, payload: quote })).statusCode).toBe(200);
    }
    const story = await texts(LEAD);
    const at = (start: string) => story.findIndex((text: string) => text.startsWith(start));
    const reading = `Read before writing: "${defaultPosts[0].title}", "What online booking saves a clinic", "a-post-deleted-since"`;
    expect(story).toContain(reading);
    expect(at('Verified the address')).toBeLessThan(at('Read before writing'));
    expect(at('Read before writing')).toBeLessThan(at('Asked for a quote'));
    expect((await texts(LOOKALIKE)).filter((text: string) => text.startsWith('Read before'))).toEqual([]);

    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: cookies[LEAD] },
      payload: { name: 'Meera', email: LEAD, subject: 'Hi', message: 'Hello', visit: { read: Array.from({ length: 11 }, (_, i) => `post-${i}`) } },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^visit.read may have at most 10 items$/);
  });
});
