import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWriteBatcher, type WriteBatcher } from '../../db/write-batcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit for the hot public writes (leads): one fsync for a burst of them. */
    writeBatcher: WriteBatcher;
  }
}

export default fp(async function writeBatcher(app: FastifyInstance) {
  app.decorate('writeBatcher', createWriteBatcher(app.db));
}, { name: 'writeBatcher', dependencies: ['database'] });
