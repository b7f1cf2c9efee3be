import { defineConfig } from 'vitest/config';

// One runner for everything: API integration and unit tests run in parallel files; browser
// tests (web/e2e) share one built bundle and run one file at a time on this 2-core machine.
// expect.poll waits up to 10 s (Vitest's default is 1 s): on a 2-core machine running other
// work, a mail or a background write can take longer than a second to land, and a poll that
// gives up early is a flaky test, not a finding.
const expect = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'deploy/**/*.test.ts', '*.test.ts'],
          // Several instances on one database: PostgreSQL only (`*.pg.test.ts`, the api-pg project);
          // fault tests restart their own PostgreSQL server (`*.fault.test.ts`, the faults project).
          exclude: ['api/**/*.pg.test.ts', 'api/**/*.fault.test.ts', 'deploy/**/*.docker.test.ts'],
          environment: 'node',
          expect,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The API suite again on a real PostgreSQL server (design §10): `npm run test:pg`.
        test: {
          name: 'api-pg',
          include: ['api/**/*.test.ts'],
          exclude: ['api/**/*.fault.test.ts'],
          environment: 'node',
          expect,
          globalSetup: ['api/test/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // A bad day (design §11): real server processes killed, PostgreSQL restarted and stopped,
        // a slow or failing SMTP server. Each file restarts the one server of this project, so
        // files run one at a time: `npm run test:faults`.
        test: {
          name: 'faults',
          include: ['api/**/*.fault.test.ts'],
          environment: 'node',
          expect,
          // The server processes serve the built site (its pages are among what must survive).
          globalSetup: ['api/test/postgres-setup.ts', 'web/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The deploy kit on a real Docker engine (design §9): the image, compose with Caddy and
        // PostgreSQL, the systemd unit. One engine and one fixed compose network: files run one
        // at a time. `npm run test:deploy`.
        test: {
          name: 'deploy',
          include: ['deploy/**/*.docker.test.ts'],
          environment: 'node',
          expect,
          globalSetup: ['deploy/test/docker-engine.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['web/src/**/*.dom.test.tsx'],
          environment: 'node',
          expect,
        },
      },
      {
        // Components rendered with React Testing Library in a DOM (jsdom): the admin's shared pieces.
        test: {
          name: 'dom',
          include: ['web/src/**/*.dom.test.tsx'],
          environment: 'jsdom',
          expect,
          setupFiles: ['web/src/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'desktop',
          include: ['desktop/**/*.test.ts'],
          environment: 'node',
          expect,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          expect,
          globalSetup: ['web/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
