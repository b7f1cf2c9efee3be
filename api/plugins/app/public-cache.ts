import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

interface CachedAnswer {
  body: string | Buffer;
  etag: string;
  contentType: string;
  /** Compressed once when the entry is built, so a cache hit does no compression work. */
  br?: Buffer;
  gzip?: Buffer;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Below this, compressing saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
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

export interface PublicCache {
  /**
   * Answers a public GET from memory, computing it once; sends ETag and Cache-Control and
   * answers 304 to a matching If-None-Match.
   */
  reply(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
    contentType?: string,
  ): Promise<FastifyReply>;
  /** Called after every admin write, so visitors see a change at once. */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

export default fp(async function publicCache(app: FastifyInstance) {
  const entries = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;

  const build = async (compute: () => Promise<unknown>, contentType: string): Promise<CachedAnswer> => {
    const value = await compute();
    const body = Buffer.isBuffer(value) ? value : JSON.stringify(value);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (Buffer.byteLength(body) < MIN_COMPRESS_BYTES) return { body, etag, contentType };
    const [br, gzipped] = await Promise.all([
      compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      compressGzip(body, { level: 9 }),
    ]);
    return { body, etag, contentType, br, gzip: gzipped };
  };

  app.decorate('publicCache', {
    async reply(request, reply, key, compute, contentType = JSON_TYPE) {
      let entry = entries.get(key);
      if (!entry) {
        const startedAt = generation;
        entry = build(compute, contentType);
        entries.set(key, entry);
        // A failed computation or one overtaken by a clear() is not kept.
        entry.then(
          () => startedAt !== generation && entries.get(key) === entry && entries.delete(key),
          () => entries.get(key) === entry && entries.delete(key),
        );
      }
      const answer = await entry;
      reply
        .header('ETag', answer.etag)
        .header('Cache-Control', 'public, max-age=0, must-revalidate')
        .type(answer.contentType);
      if (answer.br) reply.header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      const encoding = answer.br ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      if (encoding) return reply.header('Content-Encoding', encoding).send(answer[encoding]);
      return reply.send(answer.body);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  } satisfies PublicCache);
});
