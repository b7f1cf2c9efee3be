import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Proof that each boundary of design §1 is enforced by the tools, not by care: a deliberate
 * breach in each zone fails `npm run lint` (and a browser API in server code, or a Node API in
 * page code, fails `npm run typecheck`). Removing a rule from eslint.config.js fails this test.
 */
const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries (design §1)', () => {
  it.each([
    ['shared/ imports api/', 'shared/breach.ts', "import { buildApp } from '../api/app.ts';\nexport const x = buildApp;", 'import-x/no-restricted-paths'],
    ['shared/ imports web/', 'shared/breach.ts', "import { useSiteData } from '../web/src/stores/siteData';\nexport const x = useSiteData;", 'import-x/no-restricted-paths'],
    ['shared/ imports desktop/', 'shared/breach.ts', "import { CHANNELS } from '../desktop/shared/ipc.ts';\nexport const x = CHANNELS;", 'import-x/no-restricted-paths'],
    ['web/ imports api/', 'web/src/lib/breach.ts', "import { readSiteSettings } from '../../../api/services/site-config.ts';\nexport const x = readSiteSettings;", 'import-x/no-restricted-paths'],
    ['api/ imports web/', 'api/services/breach.ts', "import { headTags } from '../../web/src/lib/head.ts';\nexport const x = headTags;", 'import-x/no-restricted-paths'],
    ['a public page imports the admin', 'web/src/pages/home/Breach.tsx', "import { AdminApp } from '../../admin/AdminApp';\nexport const x = AdminApp;", 'import-x/no-restricted-paths'],
    ['a feature imports the admin', 'web/src/features/quote/breach.ts', "import { TABS } from '../../admin/shell/tabs';\nexport const x = TABS;", 'import-x/no-restricted-paths'],
    ['the contact feature imports the OTP feature', 'web/src/features/contact/breach.ts', "import { otpStep } from '../otp/otpStep';\nexport const x = otpStep;", 'import-x/no-restricted-paths'],
    ['the OTP feature imports the contact feature', 'web/src/features/otp/breach.ts', "import { sendPendingContact } from '../contact/pendingContact';\nexport const x = sendPendingContact;", 'import-x/no-restricted-paths'],
    ['desktop preload imports web/', 'desktop/preload/breach.ts', "import { AdminApp } from '../../web/src/admin/AdminApp';\nexport const x = AdminApp;", 'import-x/no-restricted-paths'],
    ['the first-start seed imports a feature folder', 'api/db/seed.ts', "import { listPublicServices } from '../routes/services/services.ts';\nexport const x = listPublicServices;", 'import-x/no-restricted-paths'],
    ['the configuration imports a feature folder', 'api/config.ts', "import { DEFAULT_RETENTION_DAYS } from './routes/analytics/analytics.ts';\nexport const x = DEFAULT_RETENTION_DAYS;", 'import-x/no-restricted-paths'],
    ['a shared service imports a feature folder', 'api/services/breach.ts', "import { listPublicProjects } from '../routes/projects/projects.ts';\nexport const x = listPublicProjects;", 'import-x/no-restricted-paths'],
    ['domain code imports Fastify', 'api/routes/projects/breach.ts', "import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;", 'no-restricted-imports'],
    ['a service imports a Fastify plugin', 'api/services/breach.ts', "import fp from 'fastify-plugin';\nexport const x = fp;", 'no-restricted-imports'],
    ['desktop main imports React', 'desktop/main/breach.ts', "import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ['desktop preload imports React', 'desktop/preload/breach.ts', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;", 'no-restricted-imports'],
    ['raw ipcMain outside the typed layer', 'desktop/main/breach.ts', "import { ipcMain } from 'electron';\nexport const x = ipcMain;", 'no-restricted-imports'],
    ['raw ipcRenderer outside the typed layer', 'desktop/preload/breach.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;", 'no-restricted-imports'],
    ['a route builds its own error answer', 'api/routes/projects/breach-routes.ts', "export const answer = { success: false, message: 'Project not found' };", 'no-restricted-syntax'],
    ['the renderer imports electron', 'desktop/renderer/breach.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;", 'no-restricted-imports'],
  ])('%s', async (_breach, filePath, code, rule) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it('lets routes and plugins use Fastify, the quote form the OTP widget, and the two IPC entry files the raw objects', async () => {
    expect(await rulesBroken('web/src/features/quote/fine.ts', "import { otpStep } from '../otp/otpStep';\nexport const x = otpStep;")).toEqual([]);
    expect(await rulesBroken('api/routes/projects/routes.ts', "import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;")).toEqual([]);
    expect(await rulesBroken('desktop/main/index.ts', "import { ipcMain } from 'electron';\nexport const x = ipcMain;")).toEqual([]);
    expect(await rulesBroken('desktop/preload/index.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;")).toEqual([]);
  });

  it('applies the rules of hooks to the web app', async () => {
    const code = "import { useState } from 'react';\nexport function Breach({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesBroken('web/src/components/Breach.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  const breachDirs: string[] = [];
  afterAll(() => breachDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** Writes a deliberate breach's files into a folder of the tree (removed after these tests). */
  function breachFolder(path: string, files: Record<string, string>): string {
    const dir = join(root, path);
    breachDirs.push(dir);
    mkdirSync(dir, { recursive: true });
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    return dir;
  }

  it('refuses import cycles', async () => {
    const cycleDir = breachFolder('web/src/lib/cycle-breach', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    const [result] = await eslint.lintFiles([join(cycleDir, 'a.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses import cycles closed by a type-only import (npm run lint runs dependency-cruiser for them)', async () => {
    // The shape of the loop once found in the admin: a store typing its state by a registry that imports the store.
    const typeCycleDir = breachFolder('web/src/lib/type-cycle-breach', {
      'store.ts': "import type { TabId } from './registry';\nexport const store = { tab: 'home' as TabId };\n",
      'registry.ts': "import { store } from './store';\nexport const TABS = [{ id: 'home', open: () => store.tab }] as const;\nexport type TabId = (typeof TABS)[number]['id'];\n",
    });
    const { output } = await cruise([typeCycleDir], await extractDepcruiseOptions(join(root, '.dependency-cruiser.mjs')));
    const { violations } = (output as ICruiseResult).summary;
    expect(violations.map((violation) => violation.rule.name)).toContain('no-circular');
  });
});

/** Type-checks one file that is not on disk with the settings of an area's tsconfig. */
function compileErrors(tsconfig: string, filePath: string, code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`Cannot read ${tsconfig}`);
  const file = join(root, filePath);
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? code : readFile.call(host, name));
  const program = ts.createProgram([file], config.options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a compiler setting per area', () => {
  it('refuses browser APIs in server code', () => {
    const errors = compileErrors('tsconfig.node.json', 'api/services/breach.ts', 'export const title = document.title;\nexport const here = window.location.href;\n');
    expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'window'/);
  });

  it('refuses Node APIs in page code', () => {
    const errors = compileErrors('tsconfig.web.json', 'web/src/lib/breach.ts', "export const env = process.env.HOME;\nexport const bytes = Buffer.from('x');\n");
    expect(errors.join('\n')).toMatch(/Cannot find name 'process'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'Buffer'/);
  });

  it('compiles the same code where it belongs', () => {
    expect(compileErrors('tsconfig.web.json', 'web/src/lib/fine.ts', 'export const title = document.title;\n')).toEqual([]);
    expect(compileErrors('tsconfig.node.json', 'api/services/fine.ts', 'export const env = process.env.HOME;\n')).toEqual([]);
  });
});
