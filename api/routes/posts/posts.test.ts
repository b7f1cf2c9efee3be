import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { defaultPosts } from '../../../shared/content/posts.ts';
import type { Post, PostSummary } from '../../../shared/api/posts.ts';
import { renderOgImage } from '../../media/og-image.ts';
import { signedInApp } from '../../test/admin.ts';
import { createPost, okData, postInput } from '../../test/posts.ts';

const t = signedInApp();
const HOUR = 60 * 60 * 1000;

const get = (url: string) => t.ctx.app.inject({ method: 'GET', url });
const publicTitles = async (query = '') => (await get(`/api/posts${query}`)).json().data.map((p: PostSummary) => p.title);
const feedTitles = async () => {
  const xml = (await get('/insights/feed.xml')).body;
  expect(XMLValidator.validate(xml)).toBe(true);
  const entries = new XMLParser().parse(xml).feed.entry ?? [];
  return [entries].flat().map((entry: { title: string }) => String(entry.title));
};
const sitemap = async () => (await get('/sitemap.xml')).body;
const pageUrl = (post: Post) => `<loc>http://localhost:3000/insights/${post.slug}</loc>`;

/** Where a post can be seen by a visitor: the list, its address, the feed, the sitemap. */
async function visibility(post: Post) {
  return {
    list: (await publicTitles()).includes(post.title),
    page: (await get(`/api/posts/${encodeURIComponent(post.slug)}`)).statusCode,
    feed: (await feedTitles()).includes(post.title),
    sitemap: (await sitemap()).includes(pageUrl(post)),
  };
}
const PUBLIC = { list: true, page: 200, feed: true, sitemap: true };
const HIDDEN = { list: false, page: 404, feed: false, sitemap: false };

describe('who sees a post', () => {
  it('shows a fresh install the built-in posts, newest first, a case study linked to its project', async () => {
    expect(await publicTitles()).toEqual([...defaultPosts].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo).map((p) => p.title));
    const study = okData<Post>(await get('/api/posts/kisan-mandi-offline-first-case-study'));
    const projects = (await get('/api/projects')).json().data;
    expect(projects.find((p: { _id: string }) => p._id === study.projectId).title).toBe('Kisan Mandi Price Tracker');
    expect(study).toMatchObject({ kind: 'case_study', author: { name: 'Aman Tiwari', role: 'Mobile Team Lead' } });
    expect(study.html).toContain('<h2>Offline first, not offline as an afterthought</h2>');
    expect(study.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it('keeps drafts and scheduled posts out of the list, their address, the feed and the sitemap until their time', async () => {
    const { staff, ctx } = t;
    const publishAt = new Date(ctx.clock.now + 2 * HOUR).toISOString();
    const draft = await createPost(staff, { title: 'A draft nobody may read yet', status: 'draft' });
    const scheduled = await createPost(staff, { title: 'Diwali opening hours for our studio', status: 'scheduled', publishAt });
    const published = await createPost(staff, { title: 'Why we host our clients in Mumbai' });
    expect([draft.status, scheduled.status, published.status]).toEqual(['draft', 'scheduled', 'published']);

    expect(await visibility(draft)).toEqual(HIDDEN);
    expect(await visibility(scheduled)).toEqual(HIDDEN);
    expect(await visibility(published)).toEqual(PUBLIC);

    // Its time comes: nobody writes anything, yet every cached answer shows it.
    ctx.clock.advance(2 * HOUR - 1);
    expect(await visibility(scheduled)).toEqual(HIDDEN);
    ctx.clock.advance(1);
    expect(await visibility(scheduled)).toEqual(PUBLIC);
    expect((await publicTitles())[0]).toBe('Diwali opening hours for our studio');
    expect(okData<Post>(await staff.get(`/api/admin/posts/${scheduled._id}`)).status).toBe('published');

    // Unpublished: gone from everything at once.
    okData(await staff.request('PUT', `/api/admin/posts/${published._id}`, postInput({ title: published.title, status: 'draft' })));
    expect(await visibility(published)).toEqual(HIDDEN);
    expect((await get(`/api/posts/${draft.slug}`)).json()).toEqual({ success: false, message: 'Post not found' });
  });

  it('pages the public list newest first, and filters it by tag and by kind', async () => {
    const { staff, ctx } = t;
    for (const title of ['First of four', 'Second of four', 'Third of four', 'Fourth of four']) {
      ctx.clock.advance(60_000);
      await createPost(staff, { title, tags: title.startsWith('F') ? ['Jabalpur business'] : ['other'] });
    }
    const first = (await get('/api/posts?limit=3')).json();
    expect(first.data.map((p: PostSummary) => p.title)).toEqual(['Fourth of four', 'Third of four', 'Second of four']);
    expect(first.total).toBe(4 + defaultPosts.length);
    const second = (await get(`/api/posts?limit=3&cursor=${first.nextCursor}`)).json();
    expect(second.data.map((p: PostSummary) => p.title)).toEqual(['First of four', defaultPosts[2].title, defaultPosts[1].title]);

    expect(await publicTitles('?tag=JABALPUR%20business')).toEqual(['Fourth of four', 'First of four']);
    expect(await publicTitles('?kind=case_study')).toEqual([defaultPosts[2].title]);
    const study = okData<Post>(await get(`/api/posts/${defaultPosts[2].slug}`));
    expect(await publicTitles(`?project=${study.projectId}`)).toEqual([defaultPosts[2].title]);
    expect(await publicTitles('?project=no-such-project')).toEqual([]);
    expect(await publicTitles('?tag=nobody-uses-this')).toEqual([]);
    for (const query of ['?kind=poem', '?limit=0', '?cursor=not*valid', '?limit=51']) expect((await get(`/api/posts${query}`)).statusCode, query).toBe(400);
    // A cursor made by hand, with a value no publication time can be compared with.
    for (const value of [1.5, 'abc', 1e300]) {
      const forged = await get(`/api/posts?cursor=${Buffer.from(JSON.stringify(['date', 'desc', value, 'x'])).toString('base64url')}`);
      expect(forged.statusCode, String(value)).toBeLessThan(500);
      // PostgreSQL refuses the comparison; SQLite compares across types and answers a page.
      if (ctx.databaseUrl) expect(forged.json().message).toMatch(/^cursor is not valid/);
    }
  });

  it('links a post to its neighbours in time and to related posts by shared tags', async () => {
    const { staff, ctx } = t;
    ctx.clock.advance(60_000);
    const older = await createPost(staff, { title: 'Older on performance', tags: ['performance', 'web development'] });
    ctx.clock.advance(60_000);
    const middle = await createPost(staff, { title: 'Middle one', tags: ['performance', 'web development'] });
    ctx.clock.advance(60_000);
    await createPost(staff, { title: 'Newest, unrelated', tags: ['hiring'] });
    const post = okData<{ previous: PostSummary; next: PostSummary; related: PostSummary[] }>(await get(`/api/posts/${middle.slug}`));
    expect(post.previous.title).toBe(older.title);
    expect(post.next.title).toBe('Newest, unrelated');
    // Posts sharing tags, newest first among equals (the seeded page-speed article shares both);
    // none sharing nothing.
    expect(post.related.map((p) => p.title)).toEqual([older.title, defaultPosts[0].title]);
  });
});

describe('sharing a post', () => {
  it('has a share image drawn for it, a PNG the size Open Graph asks for; drafts have none', async () => {
    const { staff } = t;
    const post = await createPost(staff, { title: 'Why your clinic needs online booking before a new logo' });
    const image = await get(`/og/insights/${post.slug}.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const { default: sharp } = await import('sharp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const draft = await createPost(staff, { title: 'Not yet', status: 'draft' });
    for (const url of [`/og/insights/${draft.slug}.png`, '/og/insights/no-such-post.png']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('draws a share image for any title, however long its words, whatever its script', async () => {
    const { staff } = t;
    const { default: sharp } = await import('sharp');
    const titles = [
      'Die Donaudampfschifffahrtsgesellschaftskapitän story',
      'W'.repeat(150), // the longest title the editor takes, one word
      'Why your clinic needs online booking before a new logo, and why every shop in Jabalpur should care about page speed too',
      'वेबसाइटकितनीतेज़हो'.repeat(4),
      'ग्'.repeat(75), // conjuncts joined into one grapheme: nowhere to break the line
      '🚀'.repeat(150),
    ];
    for (const title of titles) {
      const image = await get(`/og/insights/${(await createPost(staff, { title })).slug}.png`);
      expect(image.statusCode, title).toBe(200);
      expect(await sharp(image.rawPayload).metadata(), title).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
    // The site's name, set by staff, is drawn the same way.
    const named = await renderOgImage('Donaudampfschifffahrtsgesellschaftskapitänsmützenwerkstatt', 'A title');
    expect(await sharp(named).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

describe('writing a post', () => {
  it('makes the slug from the title and keeps it in step until the post is first public', async () => {
    const { staff, ctx } = t;
    const draft = await createPost(staff, { title: 'Café menus that load on 3G: a Jabalpur case', status: 'draft' });
    expect(draft).toMatchObject({ slug: 'cafe-menus-that-load-on-3g-a-jabalpur-case', slugLocked: false });
    const renamed = okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Menus that load on 3G', status: 'draft' })));
    expect(renamed.slug).toBe('menus-that-load-on-3g');
    const custom = await createPost(staff, { title: 'A title', slug: 'hand-made', status: 'draft' });
    const retitled = okData(await staff.request('PUT', `/api/admin/posts/${custom._id}`, postInput({ title: 'Another title', status: 'draft' })));
    expect(retitled.slug).toBe('hand-made');
    const hindi = await createPost(staff, { title: 'वेबसाइट कितनी तेज़ हो?', status: 'draft' });
    expect(hindi.slug).toBe('वेबसाइट-कितनी-तेज़-हो');

    const published = okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Menus that load on 3G', status: 'published' })));
    expect(published.slugLocked).toBe(true);
    const moved = await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Menus that load on 3G', slug: 'another-address' }));
    expect([moved.statusCode, moved.json().message]).toEqual([409, 'slug: this post has been public at its address, which stays so that links to it keep working']);
    // Unpublished and retitled, it keeps the address it was public at.
    ctx.clock.advance(1000);
    const back = okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'A new title', status: 'draft' })));
    expect(back).toMatchObject({ slug: 'menus-that-load-on-3g', slugLocked: true });
  });

  it('cuts an address made from a long title between whole letters, in any script', async () => {
    const { staff } = t;
    for (const title of ['𠀀'.repeat(60), 'कि'.repeat(60), `${'नर्मदा '.repeat(20)}तट`]) {
      const post = await createPost(staff, { title: title.slice(0, 150), status: 'draft' });
      expect(post.slug.length, title).toBeLessThanOrEqual(100);
      expect(post.slug.isWellFormed(), title).toBe(true);
      expect(title.normalize('NFC').startsWith(post.slug.replace(/-/g, ' ')), title).toBe(true);
      if (title.startsWith('कि')) expect(post.slug.endsWith('कि')).toBe(true);
      // The address it was given is one the editor can send back.
      okData(await staff.request('PUT', `/api/admin/posts/${post._id}`, postInput({ title: post.title, slug: post.slug, status: 'draft' })));
    }
  });

  it('gives an address and a tag one spelling: a typed address in its composed form, a tag that stays within its length', async () => {
    const { staff } = t;
    const composed = await createPost(staff, { title: 'Café menus', slug: 'café-menus'.normalize('NFC'), status: 'draft' });
    const decomposed = await staff.request('POST', '/api/admin/posts', postInput({ title: 'Café menus again', slug: 'café-menus'.normalize('NFD'), status: 'draft' }));
    expect([decomposed.statusCode, decomposed.json().message]).toEqual([409, 'slug: another post already has the address "café-menus"']);
    expect(composed.slug).toBe('café-menus'.normalize('NFC'));
    // A tag typed either way is one tag, and a link to it in either spelling lists both posts.
    const decomposedTag = await createPost(staff, { title: 'Café interiors', tags: ['Café Design'.normalize('NFD')] });
    const composedTag = await createPost(staff, { title: 'Café lighting', tags: ['café design'.normalize('NFC')] });
    expect(decomposedTag.tags).toEqual(composedTag.tags);
    for (const spelling of ['NFC', 'NFD'] as const) {
      const titles = await publicTitles(`?tag=${encodeURIComponent('Café design'.normalize(spelling))}`);
      expect(titles.sort(), spelling).toEqual(['Café interiors', 'Café lighting']);
    }
    // 'İ' lower-cases to two characters: forty of them would be stored as fifty.
    const tag = 'İstanbul'.repeat(5);
    const long = await staff.request('POST', '/api/admin/posts', postInput({ tags: [tag] }));
    expect([long.statusCode, long.json().message]).toEqual([400, `tags: "${tag.toLowerCase()}" is longer than 40 characters in lower case`]);
  });

  it('finds a public post by its address in either Unicode spelling or in capitals, as a keyboard or a copied link may write it', async () => {
    const post = await createPost(t.staff, { title: 'Chai café menus', slug: 'chai-café-मेन्यू' });
    const spellings = { NFC: post.slug.normalize('NFC'), NFD: post.slug.normalize('NFD'), capitals: post.slug.normalize('NFD').toUpperCase() };
    for (const [spelling, written] of Object.entries(spellings)) {
      const slug = encodeURIComponent(written);
      const answer = await get(`/api/posts/${slug}`);
      expect(answer.statusCode, spelling).toBe(200);
      expect(answer.json().data.slug, spelling).toBe(post.slug);
      expect((await get(`/og/insights/${slug}.png`)).statusCode, spelling).toBe(200);
    }
  });

  it('gives two posts created at once with the same title different slugs', async () => {
    const { staff, ctx } = t;
    const answers = await Promise.all(Array.from({ length: 4 }, () => staff.request('POST', '/api/admin/posts', postInput({ title: 'Same title, same moment' }))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = answers.map((a) => a.json().data.slug).sort();
    expect(slugs).toEqual(['same-title-same-moment', 'same-title-same-moment-2', 'same-title-same-moment-3', 'same-title-same-moment-4']);
    const stored = await ctx.app.db.selectFrom('posts').select('slug').where('slug', 'like', 'same-title-same-moment%').execute();
    expect(stored).toHaveLength(4);

    const taken = await staff.request('POST', '/api/admin/posts', postInput({ title: 'Something else', slug: 'same-title-same-moment' }));
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'slug: another post already has the address "same-title-same-moment"']);
  });

  it('refuses a save made on a version someone else has saved over since, so neither loses the other’s work', async () => {
    const { staff, ctx } = t;
    const opened = await createPost(staff, { title: 'Menus that work on a ₹8,000 phone', status: 'draft' });
    // Two staff open the draft; the first saves a new paragraph.
    ctx.clock.advance(1000);
    const first = okData(await staff.request('PUT', `/api/admin/posts/${opened._id}`, postInput({ title: opened.title, body: 'Her paragraph.', status: 'draft', baseUpdatedAt: opened.updatedAt })));
    // The second's autosave, made on the version both opened, would have put the old body back.
    ctx.clock.advance(1000);
    const stale = await staff.request('PUT', `/api/admin/posts/${opened._id}`, postInput({ title: 'His new title', body: opened.body, status: 'draft', baseUpdatedAt: opened.updatedAt }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This post was saved by someone else since you opened it/);
    expect(okData(await staff.request('GET', `/api/admin/posts/${opened._id}`))).toMatchObject({ title: opened.title, body: 'Her paragraph.' });
    // Saving on the version just read goes through, as does every save of one editor in turn.
    const next = okData(await staff.request('PUT', `/api/admin/posts/${opened._id}`, postInput({ title: 'His new title', body: first.body, status: 'draft', baseUpdatedAt: first.updatedAt })));
    expect(next).toMatchObject({ title: 'His new title', body: 'Her paragraph.' });
    // Two saves within one millisecond are two versions: a save on the first is still refused.
    const again = okData(await staff.request('PUT', `/api/admin/posts/${opened._id}`, postInput({ title: 'His new title', body: 'Their paragraph.', status: 'draft', baseUpdatedAt: next.updatedAt })));
    expect(again.updatedAt).not.toBe(next.updatedAt);
    const sameMoment = await staff.request('PUT', `/api/admin/posts/${opened._id}`, postInput({ title: 'Old title', body: first.body, status: 'draft', baseUpdatedAt: next.updatedAt }));
    expect(sameMoment.statusCode).toBe(409);
  });

  it('refuses what cannot be published, naming the field', async () => {
    const { staff, ctx } = t;
    const [project] = (await get('/api/projects')).json().data;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 'scheduled' }, /^publishAt: a scheduled post needs a publication time in the future$/],
      [{ status: 'scheduled', publishAt: new Date(ctx.clock.now - 1000).toISOString() }, /^publishAt: a scheduled post needs/],
      [{ status: 'published', publishAt: new Date(ctx.clock.now + HOUR).toISOString() }, /^publishAt: that time is still to come/],
      // A leap second passes the date-time format, but no clock here reads it.
      [{ status: 'scheduled', publishAt: '2030-06-30T23:59:60Z' }, /^publishAt: 2030-06-30T23:59:60Z is not a time this server can keep$/],
      [{ status: 'published', publishAt: '2016-12-31T23:59:60Z' }, /^publishAt: 2016-12-31T23:59:60Z is not a time/],
      [{ coverImage: '/uploads/cover.png' }, /^coverAlt: describe the cover picture/],
      [{ coverImage: 'javascript:alert(1)', coverAlt: 'x' }, /^coverImage/],
      [{ projectId: project._id }, /^projectId: only a case study links a portfolio project$/],
      [{ kind: 'case_study', projectId: 'no-such-project' }, /^projectId: no portfolio project has this id$/],
      [{ kind: 'essay' }, /^kind/],
      [{ title: '   ' }, /^title/],
      [{ slug: 'Has Capitals' }, /^slug/],
      [{ tags: Array.from({ length: 9 }, (_, i) => `tag ${i}`) }, /^tags/],
      [{ body: 'x'.repeat(60_001) }, /^body/],
    ];
    for (const [change, message] of cases) {
      const answer = await staff.request('POST', '/api/admin/posts', { ...postInput(), ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().message, JSON.stringify(change)).toMatch(message);
    }
    expect((await staff.request('PUT', '/api/admin/posts/no-such-post', postInput())).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/posts', payload: postInput() })).statusCode).toBe(401);
  });

  it('saves and previews a post as long as the limit allows in Hindi, three bytes a letter', async () => {
    const paragraph = 'नर्मदा के किनारे जबलपुर में छोटे व्यवसायों के लिए तेज़ वेबसाइट बनाना।';
    const body = `${paragraph}\n\n`.repeat(Math.floor(60_000 / (paragraph.length + 2)));
    expect(body.length).toBeGreaterThan(59_000);
    expect(Buffer.byteLength(JSON.stringify(postInput({ body })))).toBeGreaterThan(120 * 1024);
    const post = await createPost(t.staff, { title: 'जबलपुर के व्यवसायों के लिए वेबसाइट', body });
    expect(post.html).toContain(paragraph);
    okData(await t.staff.request('PUT', `/api/admin/posts/${post._id}`, postInput({ title: post.title, body: `${body}अंत।` })));
    okData(await t.staff.request('POST', '/api/admin/posts/preview', { body }));
  });

  it('signs a post with its author’s name and role, also after they change them', async () => {
    const { staff } = t;
    okData(await staff.request('PUT', '/api/admin/account/profile', { name: 'Shreya Choubey', role: 'UX Designer' }));
    const post = await createPost(staff, { title: 'Five colour mistakes on shop signboards and websites' });
    expect(post.author).toEqual({ name: 'Shreya Choubey', role: 'UX Designer' });
    okData(await staff.request('PUT', '/api/admin/account/profile', { name: 'Shreya Choubey', role: 'Design Lead' }));
    expect(okData<Post>(await get(`/api/posts/${post.slug}`)).author).toEqual({ name: 'Shreya Choubey', role: 'Design Lead' });
    const accounts = okData<{ email: string; name: string; role: string }[]>(await staff.get('/api/admin/staff'));
    expect(accounts[0]).toMatchObject({ name: 'Shreya Choubey', role: 'Design Lead' });
  });

  it('lists every post for staff, last edited first, searchable by title', async () => {
    const { staff, ctx } = t;
    await createPost(staff, { title: 'Zebra crossings and checkout flows', status: 'draft' });
    ctx.clock.advance(1000);
    await createPost(staff, { title: 'Zoom levels on phones', status: 'scheduled', publishAt: new Date(ctx.clock.now + HOUR).toISOString() });
    const page = okData<Post[]>(await staff.get('/api/admin/posts?q=z&sort=title&order=asc'));
    expect(page.map((p) => [p.title, p.status])).toEqual([
      ['Zebra crossings and checkout flows', 'draft'],
      ['Zoom levels on phones', 'scheduled'],
    ]);
    const all = (await staff.get('/api/admin/posts?limit=2')).json();
    expect(all.data[0].title).toBe('Zoom levels on phones');
    expect(all.total).toBe(2 + defaultPosts.length);
    expect(all.data[0]).not.toHaveProperty('body');
  });

  it('logs a draft’s autosaves as one edit per sitting, and restores a deleted post to the site', async () => {
    const { staff, ctx } = t;
    const entries = async (id: string) =>
      ctx.app.db.selectFrom('audit_log').select(['id', 'action']).where('entity', '=', 'post').where('entity_id', '=', id).orderBy('id').execute();
    const draft = await createPost(staff, { title: 'Autosaved draft', body: 'First words', status: 'draft' });
    for (const words of ['First words and', 'First words and more', 'First words and more words']) {
      ctx.clock.advance(5_000);
      okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Autosaved draft', body: words, status: 'draft' })));
    }
    expect((await entries(draft._id)).map((e) => e.action)).toEqual(['create', 'update']);
    const sitting = (await staff.get(`/api/admin/audit?entity=post&limit=1`)).json().data[0];
    expect(sitting).toMatchObject({ action: 'update', before: { body: 'First words' }, after: { body: 'First words and more words' }, at: ctx.clock.now });
    // A pause longer than a sitting starts a new entry; so does publishing.
    ctx.clock.advance(11 * 60_000);
    okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Autosaved draft', body: 'Next day', status: 'draft' })));
    okData(await staff.request('PUT', `/api/admin/posts/${draft._id}`, postInput({ title: 'Autosaved draft', body: 'Next day', status: 'published' })));
    expect((await entries(draft._id)).map((e) => e.action)).toEqual(['create', 'update', 'update', 'update']);

    okData(await staff.request('DELETE', `/api/admin/posts/${draft._id}`));
    expect((await get(`/api/posts/${draft.slug}`)).statusCode).toBe(404);
    const deleted = (await entries(draft._id)).at(-1)!;
    okData(await staff.request('POST', `/api/admin/audit/${deleted.id}/restore`));
    const back = okData<Post>(await get(`/api/posts/${draft.slug}`));
    expect(back).toMatchObject({ _id: draft._id, title: 'Autosaved draft', tags: ['design', 'forms'] });
    expect(back.html).toBe('<p>Next day</p>\n');
    expect(await publicTitles('?tag=forms')).toContain('Autosaved draft');
  });

  it('keeps the address of a once-public post deleted as a draft when it is restored', async () => {
    const { staff } = t;
    const post = await createPost(staff, { title: 'Monsoon-proof hosting for Jabalpur shops' });
    okData(await staff.request('PUT', `/api/admin/posts/${post._id}`, postInput({ title: post.title, status: 'draft' })));
    okData(await staff.request('DELETE', `/api/admin/posts/${post._id}`));
    const deleted = (await staff.get(`/api/admin/audit?entity=post&limit=1`)).json().data[0];
    expect(deleted).toMatchObject({ action: 'delete', before: { slugLocked: true } });
    okData(await staff.request('POST', `/api/admin/audit/${deleted._id}/restore`));
    const restored = okData<Post[]>(await staff.get('/api/admin/posts?q=Monsoon')).find((p) => p._id === post._id);
    expect(restored).toMatchObject({ slug: post.slug, slugLocked: true, status: 'draft' });
    const moved = await staff.request('PUT', `/api/admin/posts/${post._id}`, postInput({ title: post.title, slug: 'a-new-address', status: 'draft' }));
    expect(moved.statusCode).toBe(409);
  });

  it('saves a case study whose project has been deleted, keeping the link should the project be restored', async () => {
    const { staff } = t;
    const study = okData<Post>(await get('/api/posts/kisan-mandi-offline-first-case-study'));
    okData(await staff.request('DELETE', `/api/admin/projects/${study.projectId}`));
    const edit = postInput({ title: study.title, body: `${study.body}\n\nUpdated after the project page came down.`, kind: 'case_study', projectId: study.projectId! });
    const saved = okData(await staff.request('PUT', `/api/admin/posts/${study._id}`, edit));
    expect(saved).toMatchObject({ projectId: study.projectId, slug: study.slug });
    // Another project that is not there is still refused.
    const other = await staff.request('PUT', `/api/admin/posts/${study._id}`, { ...edit, projectId: 'no-such-project' });
    expect([other.statusCode, other.json().message]).toEqual([400, 'projectId: no portfolio project has this id']);
  });
});
