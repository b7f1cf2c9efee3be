import { beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../shared/api/posts.ts';
import { signIn, type AdminClient } from '../../test/admin.ts';
import type { TestContext } from '../../test/app.ts';
import { twoInstances } from '../../test/two-apps.ts';
import { createPost } from '../../test/posts.ts';

/**
 * Two instances on one PostgreSQL database (design §10): a post scheduled through one appears on
 * both at its time, though nothing is written then and both had the post list cached.
 */
const instances = twoInstances();
let writer: TestContext;
let reader: TestContext;
let staff: AdminClient;
beforeAll(() => {
  ({ writer, reader, staff } = instances);
});

const HOUR = 60 * 60 * 1000;
const titles = async (ctx: TestContext) => (await ctx.app.inject({ url: '/api/posts' })).json().data.map((p: PostSummary) => p.title);
const feedHas = async (ctx: TestContext, title: string) => (await ctx.app.inject({ url: '/insights/feed.xml' })).body.includes(`<title>${title}</title>`);
const both = (advance: number) => [writer, reader].forEach((ctx) => ctx.clock.advance(advance));

describe('a scheduled post on two instances', () => {
  it('appears on both at its time, from cached answers, with no write and no restart', async () => {
    // The instances' clocks agree, as NTP keeps servers' clocks within milliseconds.
    reader.clock.now = writer.clock.now;
    const title = 'Monsoon offer: websites for Jabalpur clinics';
    const publishAt = new Date(writer.clock.now + 3 * HOUR).toISOString();
    const post = await createPost(staff, { title, status: 'scheduled', publishAt });
    await expect.poll(() => titles(reader)).not.toContain(title);
    for (const ctx of [writer, reader]) {
      // Cached now: the same answer twice, and the page by its address is not found.
      expect(await titles(ctx)).toEqual(await titles(ctx));
      expect((await ctx.app.inject({ url: `/api/posts/${post.slug}` })).statusCode).toBe(404);
      expect(await feedHas(ctx, title)).toBe(false);
    }

    both(3 * HOUR - 1000);
    for (const ctx of [writer, reader]) expect(await titles(ctx)).not.toContain(title);
    both(1000);
    for (const ctx of [writer, reader]) {
      expect((await titles(ctx))[0]).toBe(title);
      expect((await ctx.app.inject({ url: `/api/posts/${post.slug}` })).statusCode).toBe(200);
      expect(await feedHas(ctx, title)).toBe(true);
      expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).toContain(`/insights/${post.slug}</loc>`);
    }
  });

  it('hides it on both at once when it is unpublished through the other', async () => {
    const post = await createPost(staff, { title: 'Published on the writer' });
    await expect.poll(() => titles(reader)).toContain('Published on the writer');
    const readerStaff = await signIn(reader);
    const { _id, slug } = post;
    const answer = await readerStaff.request('PUT', `/api/admin/posts/${_id}`, { title: post.title, excerpt: post.excerpt, body: post.body, tags: post.tags, kind: post.kind, status: 'draft' });
    expect(answer.statusCode).toBe(200);
    await expect.poll(() => titles(writer)).not.toContain('Published on the writer');
    expect((await writer.app.inject({ url: `/api/posts/${slug}` })).statusCode).toBe(404);
  });
});
