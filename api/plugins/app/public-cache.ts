import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isDatabaseUnavailable } from '../../db/faults.ts';

interface CachedAnswer {
  /** Bytes, not a string: a Buffer goes to the socket without being encoded again per answer. */
  body: Buffer;
  etag: string;
  /** The headers of every answer from this entry, built once. */
  headers: Record<string, string>;
  /** Compressed once when the entry is built, so a cache hit does no compression work. */
  br?: Buffer;
  gzip?: Buffer;
  /** From this time (the app's clock) on, the entry is computed again. */
  expiresAt?: number;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Below this, compressing saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const encodingByHeader = new Map<string, 'br' | 'gzip' | undefined>();
const MAX_REMEMBERED_HEADERS = 100;
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (encodingByHeader.has(acceptEncoding)) return encodingByHeader.get(acceptEncoding);
  const encoding = preferredEncoding(acceptEncoding);
  if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(acceptEncoding, encoding);
  return encoding;
}

export interface CachedAnswerOptions {
  /** Defaults to JSON. */
  contentType?: string;
  /** More headers every answer of this entry carries (a download's Content-Disposition). */
  headers?: Record<string, string>;
  /**
   * false: this URL is not remembered for answering before the handler (one entry answering
   * endless URLs, such as the 404 page or query-string variants, must not crowd out the map).
   */
  rememberUrl?: boolean;
  /**
   * When the answer changes without any write (a scheduled post's time comes): the entry is used
   * until then. Asked when the entry is built, with the same clock reading as the answer's own.
   */
  expiresAt?: () => Promise<number | undefined>;
}

export interface PublicCache {
  /**
   * Answers a public GET from memory, computing it once; sends ETag and Cache-Control and
   * answers 304 to a matching If-None-Match. The answer must depend only on the URL and the
   * stored content: the next request for the same URL is answered before validation and the
   * handler. So only a route that opted in (`config: { publicCache: true }`, checked when routes
   * are registered) may call it; any other throws.
   */
  reply(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
    options?: CachedAnswerOptions,
  ): FastifyReply | Promise<FastifyReply>;
  /**
   * Called after every admin write, so visitors see a change at once. The last good answer of
   * each key stays aside, answered only when computing it again fails on the database.
   */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /**
     * This GET route's answer depends only on its URL and the stored content, so it may be
     * answered from the public cache. Such a route must declare its 200 response schema.
     */
    publicCache?: boolean;
  }
}

/** Run once per route at start: an opted-in route is a GET that says what it answers. */
function checkOptIn(route: RouteOptions): void {
  if (!route.config?.publicCache) return;
  const methods = [route.method].flat();
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD') || !response?.['200']) {
    throw new Error(`${methods.join(',')} ${route.url}: a publicly cached route must be a GET with a 200 response schema`);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

async function build(compute: () => Promise<unknown>, options: CachedAnswerOptions): Promise<CachedAnswer> {
  const [value, expiresAt] = await Promise.all([compute(), options.expiresAt?.()]);
  const body = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers: Record<string, string> = {
    ...options.headers,
    etag,
    'cache-control': CACHE_CONTROL,
    'content-type': options.contentType ?? JSON_TYPE,
  };
  if (body.length < MIN_COMPRESS_BYTES) return { body, etag, headers, expiresAt };
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    compressGzip(body, { level: 9 }),
  ]);
  return { body, etag, headers: { ...headers, vary: 'Accept-Encoding' }, br, gzip: gzipped, expiresAt };
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  // CORS (when on) has already set Vary: Origin; the entry's Vary joins it instead of replacing it.
  const vary = answer.headers.vary && reply.getHeader('vary');
  reply.headers(answer.headers);
  if (vary) reply.header('vary', `${String(vary)}, ${answer.headers.vary}`);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const encoding = answer.br ? encodingFor(request.headers['accept-encoding']) : undefined;
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.body);
}

/**
 * Distinct URLs remembered for answering before validation and the handler. Unknown query
 * parameters are dropped by validation, so junk URLs can reach the map: when it is full it starts
 * over (the URLs in use are learned again on their next request), and long URLs are never kept.
 */
const MAX_REMEMBERED_URLS = 1000;
const MAX_REMEMBERED_URL_LENGTH = 256;
/**
 * Bytes of answers kept (ready, and again for the last good copies). The site's own pages and
 * lists take a few megabytes; URLs a visitor makes up (any `?project=` text, any offset) each make
 * an entry of their own, so past this the oldest entries go first.
 */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

const sizeOf = (answer: CachedAnswer) => answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/** Cached answers by key up to a total size; the oldest set goes first past it. */
class SizedAnswers {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly maxBytes: number;
  private bytes = 0;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }
  set(key: string, answer: CachedAnswer): void {
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += sizeOf(answer);
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.delete(this.entries.keys().next().value!);
  }
  delete(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
  }
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

export default fp(async function publicCache(app: FastifyInstance, opts: { maxBytes?: number }) {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const pending = new Map<string, Promise<CachedAnswer>>();
  // Finished entries, answered without awaiting anything: the hot path of every cached read.
  const ready = new SizedAnswers(maxBytes);
  // The URLs (with their query strings, as sent) a route has answered from an entry.
  const keyByUrl = new Map<string, string>();
  /** A finished entry still good at this moment; an expired one is dropped. */
  const fresh = (key: string): CachedAnswer | undefined => {
    const answer = ready.get(key);
    if (answer?.expiresAt === undefined || app.now() < answer.expiresAt) return answer;
    ready.delete(key);
    return undefined;
  };
  const remember = (url: string, key: string) => {
    if (url.length > MAX_REMEMBERED_URL_LENGTH) return;
    if (keyByUrl.size >= MAX_REMEMBERED_URLS) keyByUrl.clear();
    keyByUrl.set(url, key);
  };

  // Stale if error (design §11): the last answer built for each key, kept through clear(). While
  // the database is away, cache invalidation keeps dropping `ready` (every second while its
  // listener is lost): a key whose computation then fails on the database answers from here.
  const lastGood = new SizedAnswers(maxBytes);
  let servingStale = false;
  const orLastGood = (key: string, built: Promise<CachedAnswer>) =>
    built.then(
      (answer) => {
        lastGood.set(key, answer);
        servingStale = false;
        return answer;
      },
      (error: unknown) => {
        const last = isDatabaseUnavailable(error) ? lastGood.get(key) : undefined;
        if (!last) throw error;
        if (!servingStale) app.log.warn({ error: String(error) }, 'Database unavailable: public answers come from the last good copies');
        servingStale = true;
        return last;
      },
    );

  const compute = (key: string, computeValue: () => Promise<unknown>, options: CachedAnswerOptions) => {
    // A last good copy served is kept as ready until the next clear(), which tries the database again.
    const entry = orLastGood(key, build(computeValue, options));
    pending.set(key, entry);
    // A failed computation, or one overtaken by a clear() (which empties `pending`), is not kept.
    entry.then(
      (answer) => {
        if (pending.get(key) !== entry) return;
        pending.delete(key);
        ready.set(key, answer);
      },
      () => pending.get(key) === entry && pending.delete(key),
    );
    return entry;
  };

  // A URL answered from the cache before is answered again here, before query validation,
  // the other hooks and the handler: most of what a cached read would otherwise cost. The security
  // headers (and CORS, when on) are set by onRequest hooks registered before this one.
  app.addHook('onRequest', (request, reply, done) => {
    const key = (request.method === 'GET' || request.method === 'HEAD') && keyByUrl.get(request.url);
    const answer = key && fresh(key);
    if (answer) return send(request, reply, answer);
    done();
  });

  app.addHook('onRoute', checkOptIn);

  app.decorate('publicCache', {
    reply(request, reply, key, computeValue, options = {}) {
      if (request.routeOptions.config.publicCache !== true) {
        throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} did not opt in to the public cache`);
      }
      if (options.rememberUrl !== false && keyByUrl.get(request.url) !== key) remember(request.url, key);
      const answer = fresh(key);
      if (answer) return send(request, reply, answer);
      return (pending.get(key) ?? compute(key, computeValue, options)).then((built) => send(request, reply, built));
    },
    clear() {
      pending.clear();
      ready.clear();
      keyByUrl.clear();
    },
  } satisfies PublicCache);
}, { name: 'publicCache' });
