import type { FastifyInstance } from 'fastify';

/**
 * Every route of the app as it lists them itself (so a route added later is covered too), as
 * [method, path pattern] pairs, HEAD left out.
 */
export function registeredRoutes(app: FastifyInstance): [string, string][] {
  const routes: [string, string][] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push([method, path]);
  }
  return routes;
}

/** The staff routes that write (every method but GET): `POST /api/admin/projects` and so on. */
export function staffWriteRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter(([method, path]) => method !== 'GET' && path.startsWith('/api/admin/') && path !== '/api/admin/login')
    .map(([method, path]) => `${method} ${path}`);
}
