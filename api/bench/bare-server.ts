/**
 * The baseline of `npm run bench`: a bare Fastify server that answers each benchmarked route with
 * the very bytes the real server sent, headers and body, so the ratio measures only the real
 * server's own work (routing, hooks, caching, logging, validation, the database).
 * Reads the captured answers from the JSON file named by its first argument.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

interface CapturedAnswer {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string; // base64
}

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8')) as CapturedAnswer[];
const app = Fastify();
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.route({ method: answer.method, url: answer.path.split('?')[0], handler: async (_req, reply) => reply.headers(answer.headers).send(body) });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`BARE_PORT=${port}`);
