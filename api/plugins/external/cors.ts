import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Only origins listed in CORS_ORIGINS may call the API from another site; no credentials.
 * With none listed the plugin is not registered at all: no request pays for its hook, and a
 * browser without Access-Control-Allow-Origin refuses every cross-origin read.
 */
export default fp(async function corsPolicy(app: FastifyInstance, opts: { origins: string[] }) {
  if (opts.origins.length === 0) return;
  await app.register(cors, {
    origin: opts.origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
});
