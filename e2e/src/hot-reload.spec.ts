import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  CSP_VIOLATION_BINDING,
  recordCspViolations,
  type CspViolation,
} from './harness/csp-violations';
import { freePort } from '../../tools/harness/free-port';
import {
  repoRoot,
  startMockServer,
  waitForAnswer,
  type StartedServer,
} from '../../tools/harness/mock-server';
import { recordHydrationTrouble } from './harness/page-watch';

/**
 * `npm run dev`'s promise to a developer: an edit to a screen's source shows in the open page
 * without a reload, and the screen keeps its state (React Fast Refresh through React Router's
 * dev server). This journey starts its own servers, never the shared stack: a mock-server for the
 * API and `react-router dev` over a throwaway copy of the web package's sources inside web/ (so
 * node_modules resolve as usual), which it edits and removes afterwards.
 */

const webDir = path.join(repoRoot, 'web');
const reactRouterCli = path.join(repoRoot, 'node_modules/@react-router/dev/bin.js');
/**
 * The screen the journey edits, and what it changes in it: the heading. The file exports
 * components only, as Fast Refresh needs (a module that also exports other values is re-run whole
 * and the page reloads).
 */
const screenFile = 'src/features/account/login.tsx';
const headingProp = "heading: t('account.login.welcome')";

/** Generous: a cold dev server on a busy two-core machine compiles the app on its first page. */
const START_MS = 240_000;
const UPDATE_MS = 60_000;

let copy: string | undefined;
let devServer: ChildProcess | undefined;
let api: StartedServer | undefined;
let devOutput = '';

/** Stops the dev server (its whole process group) and removes the copy; safe to call twice. */
function cleanUpNow(): void {
  if (devServer?.pid && devServer.exitCode === null && devServer.signalCode === null) {
    try {
      process.kill(-devServer.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
}
// A worker torn down before afterAll (a timeout, Ctrl-C) still leaves nothing behind.
process.once('exit', cleanUpNow);

/** A copy of what `react-router dev` reads, in web/.hot-reload-XXXXXX (git-ignored). */
function copyWebSources(): string {
  const folder = mkdtempSync(path.join(webDir, '.hot-reload-'));
  cpSync(path.join(webDir, 'src'), path.join(folder, 'src'), {
    recursive: true,
    // Tests are not served; leaving them out keeps the copy small.
    filter: (source) => !/\.test\.tsx?$/.test(source),
  });
  // package.json: the copy is a package of its own, so Vite's dependency cache is the copy's
  // (node_modules/.vite inside it), not the one a developer's `npm run dev` is using.
  for (const file of ['react-router.config.ts', 'vite.config.ts', 'package.json']) {
    cpSync(path.join(webDir, file), path.join(folder, file));
  }
  // The copy sits one folder deeper: its tsconfig extends the same base.
  const tsconfig = readFileSync(path.join(webDir, 'tsconfig.json'), 'utf8');
  writeFileSync(
    path.join(folder, 'tsconfig.json'),
    tsconfig.replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'),
  );
  return folder;
}

/** `react-router dev` in `folder` on a free port, reading the API at `apiBase`. */
async function startDevServer(folder: string, apiBase: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, API_BASE: apiBase, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.VITEST;
  delete env.NODE_ENV;
  devServer = spawn(
    process.execPath,
    [reactRouterCli, 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    // Its own process group, so stopping it stops whatever it started.
    { cwd: folder, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    devOutput = (devOutput + chunk.toString()).slice(-20_000);
  };
  devServer.stdout?.on('data', keep);
  devServer.stderr?.on('data', keep);
  // A server that dies (a config error) fails the journey at once, with what it said.
  const died = new Promise<never>((_, reject) => {
    devServer?.once('exit', (code, signal) => {
      reject(new Error(`react-router dev exited (${code ?? signal}):\n${devOutput.slice(-4000)}`));
    });
  });
  died.catch(() => {});
  await Promise.race([
    waitForAnswer(`${url}/login`, Date.now() + START_MS, 'react-router dev'),
    died,
  ]);
  return url;
}

/** Whether React has hydrated the element (it keeps its fiber on the DOM node). */
async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))
    .catch(() => false);
}

test.describe('development server', () => {
  test.afterAll(async () => {
    const stopped = devServer
      ? new Promise<void>((resolve) => {
          if (devServer?.exitCode !== null || devServer.signalCode !== null) resolve();
          else devServer.once('exit', () => resolve());
        })
      : Promise.resolve();
    cleanUpNow();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await api?.stop();
  });

  test('an edit to a screen shows without a reload and the screen keeps its state', async ({
    page,
  }, testInfo) => {
    test.setTimeout(START_MS + 4 * UPDATE_MS);
    try {
      copy = copyWebSources();
      api = await startMockServer();
      const url = await startDevServer(copy, api.url);

      const cspViolations: CspViolation[] = [];
      await page.exposeFunction(CSP_VIOLATION_BINDING, (violation: CspViolation) => {
        cspViolations.push(violation);
      });
      await page.addInitScript(recordCspViolations, CSP_VIOLATION_BINDING);
      const hydration = recordHydrationTrouble(page);
      let hmrConnected = false;
      page.on('console', (message) => {
        if (message.text().includes('[vite] connected')) hmrConnected = true;
      });

      // Wait for a page that is hydrated and listening for updates before touching it.
      await page.goto(`${url}/login`);
      const email = page.getByLabel('E-mail', { exact: true });
      const password = page.getByLabel('Password', { exact: true });
      const reveal = page.getByRole('button', { name: 'Show password' });
      await expect
        .poll(async () => hmrConnected && (await isHydrated(page, 'form input')), {
          timeout: UPDATE_MS,
        })
        .toBe(true);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

      // The screen's state: what the shopper typed (the form's state) and the password shown (its
      // field's state), nothing submitted.
      await email.fill('hot@example.com');
      await password.fill('reload-free');
      await reveal.click();
      await expect(reveal).toHaveAttribute('aria-pressed', 'true');
      await page.evaluate(() => {
        (window as unknown as { __mark?: number }).__mark = 1;
      });

      // The edit: the screen's heading, in the copy's source.
      const marker = `Welcome ${Date.now().toString(36)}`;
      const file = path.join(copy, screenFile);
      const source = readFileSync(file, 'utf8');
      expect(source, `${screenFile} still has what this journey edits`).toContain(headingProp);
      writeFileSync(file, source.replace(headingProp, `heading: ${JSON.stringify(marker)}`));

      await expect(page.getByRole('heading', { name: marker })).toBeVisible({ timeout: UPDATE_MS });
      expect(
        await page.evaluate(() => (window as unknown as { __mark?: number }).__mark),
        'the page was updated in place, not reloaded',
      ).toBe(1);
      await expect(email, 'the screen kept its state (Fast Refresh)').toHaveValue(
        'hot@example.com',
      );
      await expect(password).toHaveValue('reload-free');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(reveal).toHaveAttribute('aria-pressed', 'true');
      expect(cspViolations, 'the dev policy admits the dev server scripts and styles').toEqual([]);
      expect(hydration, 'no React hydration mismatch in development').toEqual([]);
    } catch (error) {
      await testInfo.attach('react-router-dev.log', { body: devOutput, contentType: 'text/plain' });
      throw error;
    }
  });
});
