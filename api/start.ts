/**
 * `npm start`: builds the web app when its bundle is missing or stale, then runs the server,
 * so a fresh clone needs nothing but `npm install && npm start`.
 */
import { buildWebIfStale } from './build-web.ts';

buildWebIfStale();
await import('./server.ts');
