import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { Failure, FeaturedQuery, ListOf } from '../../shared/api/common.ts';
import { LEAD_LISTS, LeadListQuery, LIST_SORTS, ListQuery, PageOf, type ListName, type ListParams, type Page, type SortOf } from '../../shared/api/lists.ts';
import type { Db } from '../db/connect.ts';

/**
 * GET {path}: one page of a staff list (issue 17), with the query every list takes (limit, cursor,
 * sort, order, q; the lead lists also status and owner) and the spec's `{ success, data }` answer plus nextCursor and total.
 */
export function pagedListRoute<L extends ListName, Item>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  route: { path: string; list: L; item: TSchema; read(db: Db, params: ListParams<SortOf<L>>): Promise<Page<Item>> },
): void {
  app.get(
    route.path,
    { schema: { querystring: (LEAD_LISTS.includes(route.list) ? LeadListQuery : ListQuery)(LIST_SORTS[route.list]), response: { 200: PageOf(route.item), 400: Failure } } },
    async (request) => ({ success: true as const, ...(await route.read(app.readDb, request.query as ListParams<SortOf<L>>)) }),
  );
}

/**
 * GET {path}, or {path}?featured=true: a content list as visitors see it (only what staff made
 * public), from the public cache until the next staff write.
 */
export function publicContentRoute<Item>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  route: { path: string; item: TSchema; read(db: Db, filter: { featured: boolean }): Promise<Item[]> },
): void {
  const cacheKey = route.path.replace(/^\/api\//, '');
  const schema = { querystring: FeaturedQuery, response: { 200: ListOf(route.item) } };
  app.get(route.path, { schema, config: { publicCache: true } }, async (request, reply) => {
    const featured = request.query.featured === true;
    return app.publicCache.reply(request, reply, `${cacheKey}:${featured}`, async () => ({ success: true, data: await route.read(app.db, { featured }) }));
  });
}
