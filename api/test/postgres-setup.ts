import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

/**
 * Vitest globalSetup of the api-pg project: one real PostgreSQL server for the run; each test
 * app gets a database of its own on it (api/test/app.ts). Without PostgreSQL binaries the project
 * fails in CI and says so elsewhere.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  if (!server) {
    const message = 'No PostgreSQL binaries found (apt-get install postgresql, or set PG_BIN): the api-pg project cannot run.';
    throw new Error(message);
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresControl', server.control);
  return () => server.stop();
}
