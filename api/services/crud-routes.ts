import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { Created, Failure, IdParams, ListOf, Ok } from '../../shared/api/common.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { ListName, ListParams, Page } from '../../shared/api/lists.ts';
import type { Db } from '../db/connect.ts';
import type { Actor } from './audit.ts';
import { pagedListRoute } from './list-routes.ts';

/** The domain functions and schemas behind one admin list/create/update/delete set. */
export interface CrudResource<Input extends TSchema, Item> {
  /** e.g. /api/admin/projects; updates and deletes go to {path}/{id} */
  path: string;
  /** e.g. Project, used in messages such as 'Project created successfully!' */
  label: string;
  input: Input;
  record: TSchema;
  /** The body limit of creates and updates, when the input holds a long text (api/body-limits.ts). */
  bodyLimit?: number;
  /** The whole list in one answer (small content lists), or a paged list (issue 17). */
  list: ((db: Db) => Promise<Item[]>) | PagedList<Item>;
  /** Each write is recorded in the audit log as the actor's, with the record before and after. */
  create(db: Db, input: Static<Input>, now: Date, actor: Actor): Promise<Item>;
  /** undefined when no record has that id */
  update(db: Db, id: string, input: Static<Input>, now: Date, actor: Actor): Promise<Item | undefined>;
  /** false when no record has that id */
  remove(db: Db, id: string, now: Date, actor: Actor): Promise<boolean>;
}

export interface PagedList<Item> {
  name: ListName;
  // The route's schema admits only this list's sort keys, so the wider type is safe here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  read(db: Db, params: ListParams<any>): Promise<Page<Item>>;
}

/** Registers GET and POST {path}, PUT and DELETE {path}/{id} with spec §7's answers. */
export function crudRoutes<Input extends TSchema, Item>(resource: CrudResource<Input, Item>): FastifyPluginAsyncTypebox {
  const { path, label, input, record, bodyLimit } = resource;
  const notFound = () => new ApiError(404, `${label} not found`);
  const byId = `${path}/:id`;
  return async (app) => {
    const { list } = resource;
    if (typeof list === 'function') {
      app.get(path, { schema: { response: { 200: ListOf(record) } } }, async () => ({ success: true as const, data: await list(app.db) }));
    } else {
      pagedListRoute(app, { path, list: list.name, item: record, read: list.read });
    }

    app.post(path, { bodyLimit, schema: { body: input, response: { 201: Created(record), 400: Failure } } }, async (request, reply) => {
      const data = await resource.create(app.db, request.body as Static<Input>, new Date(app.now()), { email: request.user.email });
      return reply.code(201).send({ success: true, message: `${label} created successfully!`, data });
    });

    app.put(
      byId,
      { bodyLimit, schema: { params: IdParams, body: input, response: { 200: Created(record), 400: Failure, 404: Failure } } },
      async (request) => {
        const data = await resource.update(app.db, request.params.id, request.body as Static<Input>, new Date(app.now()), { email: request.user.email });
        if (!data) throw notFound();
        return { success: true as const, message: `${label} updated successfully!`, data };
      },
    );

    app.delete(byId, { schema: { params: IdParams, response: { 200: Ok, 404: Failure } } }, async (request) => {
      if (!(await resource.remove(app.db, request.params.id, new Date(app.now()), { email: request.user.email }))) throw notFound();
      return { success: true as const, message: `${label} deleted successfully!` };
    });
  };
}
