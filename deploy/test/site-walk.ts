import sharp from 'sharp';
import { expect } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../../shared/media.ts';

/**
 * A walk over everything a running server serves to visitors, and one of each thing staff and
 * visitors write: the route list comes from the server itself (its OpenAPI document, its
 * sitemap, the assets its home page links), so a route added later is walked too. Shared by the
 * image test (in a container) and the file-read check (the same walk on this machine, traced).
 */
export interface WalkOptions {
  base: string;
  admin: { email: string; password: string };
  /** The 6-digit code the server mailed to this address. */
  codeFor(email: string): Promise<string>;
}

export interface WalkResult {
  token: string;
  leadSubject: string;
  /** The uploaded picture and its smallest variants, as visitors fetch them. */
  pictureUrls: string[];
}

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const answer = await fetch(new URL(path, base), init);
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', body: Buffer.from(await answer.arrayBuffer()) };
}

const failure = (path: string, answer: Answer) => `${path} answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`;

/** Every public GET route the server documents, path parameters filled with real or bogus values. */
async function publicApiPaths(base: string): Promise<string[]> {
  const document = JSON.parse((await call(base, '/api/openapi.json')).body.toString()) as { paths: Record<string, { get?: unknown }> };
  const projects = JSON.parse((await call(base, '/api/projects')).body.toString()) as { data: { _id: string }[] };
  const values: Record<string, string> = { id: projects.data[0]._id, token: 'no-such-token' };
  return Object.entries(document.paths)
    .filter(([path, operations]) => operations.get && !path.startsWith('/api/admin'))
    .map(([path]) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x'));
}

/** A photo-sized PNG, wider than every variant width, so each variant is made. */
const photo = () =>
  sharp({ create: { width: PICTURE_WIDTHS.at(-1)! + 200, height: 900, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

export async function walkSite({ base, admin, codeFor }: WalkOptions): Promise<WalkResult> {
  // Pages: every URL of the sitemap, the dashboard, and every script, style and icon the home page links.
  const sitemap = (await call(base, '/sitemap.xml')).body.toString();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(pages.length).toBeGreaterThan(5);
  for (const path of [...pages, '/admin']) {
    const answer = await call(base, path);
    expect(answer.status, failure(path, answer)).toBe(200);
    expect(answer.type).toContain('text/html');
  }
  const home = (await call(base, '/')).body.toString();
  const assets = [...home.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg|png|webmanifest|woff2))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(2);
  for (const path of new Set([...assets, '/robots.txt', '/api/docs'])) {
    const answer = await call(base, path);
    expect(answer.status, failure(path, answer)).toBe(200);
  }

  // The public API: nothing a visitor can reach answers 5xx; a refusal says why in JSON.
  for (const path of await publicApiPaths(base)) {
    const answer = await call(base, path);
    expect(answer.status, failure(path, answer)).toBeLessThan(500);
    if (answer.status >= 400) expect(JSON.parse(answer.body.toString()).message, path).toEqual(expect.any(String));
  }
  for (const path of ['/api/download/brochure', '/brochure/services-and-pricing.pdf']) {
    const answer = await call(base, path);
    expect(answer.status, failure(path, answer)).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
  }

  // A visitor's lead: the mailed code, then the contact form.
  const email = 'visitor.checking.the.container.image@example-agency.in';
  const json = { 'content-type': 'application/json' };
  const sent = await call(base, '/api/send-otp', { method: 'POST', headers: json, body: JSON.stringify({ email, name: 'Anaïs Kulkarni' }) });
  expect(sent.status, failure('send-otp', sent)).toBe(200);
  const verified = await fetch(new URL('/api/verify-otp', base), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, otp: await codeFor(email) }),
  });
  expect(verified.status).toBe(200);
  const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const leadSubject = `Redesign for a Jabalpur café ₹ ${Date.now()}`;
  const lead = await call(base, '/api/contact', {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'Anaïs Kulkarni', email, subject: leadSubject, message: 'Please call after 5 pm.' }),
  });
  expect(lead.status, failure('contact', lead)).toBeLessThan(300);

  // Staff: sign in, upload a picture; visitors fetch it and its variants.
  const token = await signIn(base, admin);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'Bhedaghat marble rocks at dusk.png');
  const upload = await call(base, '/api/admin/files', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(upload.status, failure('upload', upload)).toBe(201);
  const { url, storedName } = (JSON.parse(upload.body.toString()) as { data: { url: string; storedName: string } }).data;
  const variantBase = `/uploads/variants/${storedName.replace(/\.[a-z]+$/, '')}-${PICTURE_WIDTHS[0]}`;
  const pictureUrls = [url, ...PICTURE_FORMATS.map((format) => `${variantBase}.${format}`)];
  await expectPictures(base, pictureUrls);
  return { token, leadSubject, pictureUrls };
}

/** The staff token of a sign-in through the admin login. */
export async function signIn(base: string, admin: WalkOptions['admin']): Promise<string> {
  const login = await call(base, '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  expect(login.status, failure('login', login)).toBe(200);
  return (JSON.parse(login.body.toString()) as { token: string }).token;
}

/** Each URL answers 200 with an image. */
export async function expectPictures(base: string, urls: string[]): Promise<void> {
  for (const path of urls) {
    const answer = await call(base, path);
    expect(answer.status, failure(path, answer)).toBe(200);
    expect(answer.type).toMatch(/^image\//);
  }
}

/** Whether the lead of that subject is in the staff's contact list. */
export async function hasLead(base: string, token: string, subject: string): Promise<boolean> {
  const answer = await call(base, `/api/admin/contacts?q=${encodeURIComponent(subject)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status, failure('contacts', answer)).toBe(200);
  return (JSON.parse(answer.body.toString()) as { data: { subject: string }[] }).data.some((c) => c.subject === subject);
}
