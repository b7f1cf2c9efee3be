import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

interface CachedAnswer {
  body: string | Buffer;
  etag: string;
  contentType: string;
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
    return { body, etag, contentType };
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
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return reply.send(answer.body);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  } satisfies PublicCache);
});
