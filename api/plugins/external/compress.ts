import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Staff JSON answers compressed when the client accepts it (issue 17: a page of leads is text
 * that shrinks several times). Registered only inside the staff scopes (plugins/app/staff.ts):
 * public answers keep the answer cache's own precompressed variants, computed once. CSV exports
 * opt out (`compress: false`): they stream at the database's pace and the desktop app counts bytes.
 */
export default async function staffCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
