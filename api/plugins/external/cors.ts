import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Only origins listed in CORS_ORIGINS may call the API from another site; no credentials. */
export default fp(async function corsPolicy(app: FastifyInstance, opts: { origins: string[] }) {
  await app.register(cors, {
    origin: opts.origins.length ? opts.origins : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
});
