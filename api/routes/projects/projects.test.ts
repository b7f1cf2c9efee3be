import { describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { signIn } from '../../test/admin.ts';
import { sharedTestApp } from '../../test/app.ts';
import { projectTable } from '../../services/content/project-table.ts';

const t = sharedTestApp();
const { get } = t;

describe('projects for visitors', () => {
  it('serves featured projects with a limit, and one project by id', async () => {
    const projects = (await get('/api/projects?featured=true&limit=6')).json().data;
    expect(projects.map((p: { title: string }) => p.title)).toEqual(defaultProjects.map((p) => p.title));
    expect((await get('/api/projects?featured=true&limit=2')).json().data).toHaveLength(2);

    const one = (await get(`/api/projects/${projects[0]._id}`)).json();
    expect(one.project.title).toBe(projects[0].title);
    expect(one.data).toEqual(one.project);
    const missing = await get('/api/projects/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Project not found' });
  });

  it('pages by offset, with a limit or without one (the rest of the list)', async () => {
    const titles = async (query: string) => {
      const answer = await get(`/api/projects${query}`);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
      return answer.json().data.map((p: { title: string }) => p.title);
    };
    const all = await titles('');
    expect(all.length).toBeGreaterThan(3);
    expect(await titles('?offset=1&limit=2')).toEqual(all.slice(1, 3));
    expect(await titles('?offset=1')).toEqual(all.slice(1));
    expect(await titles(`?offset=${all.length}`)).toEqual([]);
  });

  it('rejects a bad query with a message', async () => {
    const answer = await get('/api/projects?limit=abc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/limit/);
  });

  it('answers repeat reads with ETag and 304, and shows a change once the cache is dropped', async () => {
    const first = await get('/api/projects?featured=true&limit=6');
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const etag = first.headers.etag as string;
    expect((await get('/api/projects?featured=true&limit=6', { 'if-none-match': etag })).statusCode).toBe(304);

    await projectTable.create(t.ctx.app.db, { ...defaultProjects[0], title: 'Brand New Project' }, new Date(t.ctx.clock.now + 60_000));
    t.ctx.app.publicCache.clear();
    const fresh = await get('/api/projects?featured=true&limit=6');
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().data[0].title).toBe('Brand New Project');
  });

  it('names a too long technology by its place in the list, counted from 1', async () => {
    const staff = await signIn(t.ctx);
    const technologies = ['React', 'y'.repeat(61)];
    const answer = await staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], liveUrl: '', technologies });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('technologies item 2 must be at most 60 characters');
  });
});
