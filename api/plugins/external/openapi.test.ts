import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
const document = async () => (await ctx.app.inject('/api/openapi.json')).json() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('API documentation', () => {
  it('serves an OpenAPI 3 document of the API calls, with staff calls marked as needing the token', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/send-otp', '/api/verify-otp', '/api/quote', '/api/admin/login', '/api/admin/projects/{id}']));
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(doc.paths['/api/admin/projects'].post.security).toEqual([{ staffToken: [] }]);
    expect(doc.paths['/api/admin/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/send-otp'].post.security).toBeUndefined();
  });

  it('documents a success answer (status and body, or a redirect) for every API route', async () => {
    const doc = await document();
    const undocumented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.entries(operation.responses ?? {}).some(([status, answer]) => status === '204' || /^3\d\d$/.test(status) || (/^2\d\d$/.test(status) && answer.content)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('is browsable at /api/docs under a page CSP that allows its own scripts only', async () => {
    const page = await ctx.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const script = /<script src="\.\/(static\/swagger-initializer\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const initializer = await ctx.app.inject(`/api/docs/${script}`);
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});
