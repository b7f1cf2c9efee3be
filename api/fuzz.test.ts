import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './test/admin.ts';
import { startTestApp, type TestContext } from './test/app.ts';

/**
 * Property-based fuzzing of every route the app registers (read from the router itself, so a
 * new route is fuzzed without editing this file): hostile bodies, queries, params and headers,
 * with and without a staff token. No 500, no crash, no stack trace or internal path in any
 * answer, and no row written by a request that was refused.
 */
let ctx: TestContext;
let token: string;
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const unlimited = { max: 1_000_000, timeWindow: 60_000 };

beforeAll(async () => {
  ctx = await startTestApp({
    limits: { sendOtp: unlimited, verifyOtp: unlimited, lead: unlimited, newsletter: unlimited, visitors: unlimited, login: unlimited },
  });
  token = (await signIn(ctx)).token;
});
afterAll(async () => ctx.close());

interface RouteEntry {
  method: string;
  path: string;
}

/** Reads `printRoutes` output: nested lines continue their parent's path. */
function registeredRoutes(): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    for (const method of match[3].split(', ')) {
      if (!['HEAD', 'OPTIONS'].includes(method) && path !== '*' && !path.includes('*')) routes.push({ method, path });
    }
  }
  return routes;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE contacts; --',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '../../../etc/passwd',
    '%2e%2e%2f',
    '\u0000',
    '\ud800',
    'a'.repeat(5000),
    '=cmd|"/c calc"!A1',
  ),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const emailish = fc.oneof(fc.emailAddress(), hostileText);
const plausibleBody = fc.record(
  {
    email: emailish,
    name: hostileValue,
    otp: fc.oneof(fc.stringMatching(/^\d{6}$/), hostileValue),
    subject: hostileValue,
    message: hostileValue,
    title: hostileValue,
    password: hostileValue,
    order: fc.oneof(fc.integer(), hostileValue),
    __proto__: hostileValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  plausibleBody.map((b) => JSON.stringify(b)),
  hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('{"a":', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', ''),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'garbage/☃');
const authorization = fc.constantFrom('valid', 'none', 'Bearer garbage', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Basic YTpi');
/** Percent-encodes for a URL; a lone surrogate becomes invalid UTF-8 on purpose. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
const query = fc.dictionary(fc.constantFrom('featured', 'limit', 'email', 'from', 'to', 'category', '__proto__'), hostileText.map(encode), { maxKeys: 3 });

const COUNTED = ['quotes', 'contacts', 'subscribers', 'projects', 'services', 'testimonials', 'email_templates', 'campaigns', 'files', 'outbox', 'admins'] as const;
async function rowCounts(): Promise<number[]> {
  return Promise.all(
    COUNTED.map(async (table) => Number((await ctx.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
  );
}

/** Traces of internals in an error answer: stack frames, source paths, driver errors. */
const LEAK = /\sat \S+ \(.+:\d+:\d+\)|node_modules\/|\/work\/|api\/routes\/|SqliteError|TypeError:|ReferenceError:|"stack"/;

describe('fuzzing every route', () => {
  it('finds the routes to fuzz, public and admin', () => {
    const paths = registeredRoutes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/contact');
    expect(paths).toContain('PUT /api/admin/projects/:id');
    expect(paths.length).toBeGreaterThan(30);
  });

  it('answers hostile requests without 500, leaks or writes from refused requests', async () => {
    for (const route of registeredRoutes()) {
      await fc.assert(
        fc.asyncProperty(body, contentType, authorization, query, hostileText, async (payload, type, auth, params, param) => {
          const url = route.path.replace(/:[a-zA-Z]+/g, encode(param) || 'x') + (Object.keys(params).length ? `?${Object.entries(params).map(([k, v]) => `${k}=${v}`).join('&')}` : '');
          const headers: Record<string, string> = { 'content-type': type };
          if (auth === 'valid') headers.authorization = `Bearer ${token}`;
          else if (auth !== 'none') headers.authorization = auth;
          const before = await rowCounts();
          const answer = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
          });
          const where = `${route.method} ${url} (${type}, ${auth}): ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, where).toBeLessThan(500);
          if (answer.statusCode >= 400) {
            expect(answer.body, where).not.toMatch(LEAK);
            expect(await rowCounts(), where).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    }
    // Still alive and answering.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/client' })).statusCode).toBe(200);
  }, 300_000);
});
