import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/harness/chromium';
import { nodeCrypto } from '../src/crypto/node-crypto';
import type { BrowserBenchConfig, BrowserBenchRow } from './browser-entry';
import { recvFrame, textPayload } from './workloads';

/** A loopback origin, so the page is a secure context with `crypto.subtle`; never contacted. */
const PAGE_URL = 'http://127.0.0.1:9/bench.html';

/**
 * Bundles browser-entry.ts for the browser (our client's codec and crypto, the official SDK),
 * opens it in headless Chromium and runs it. Undefined, with the reason, when Chromium is missing.
 */
export async function runBrowserBench(
  roundMs: number,
  rounds: number,
): Promise<{ rows: BrowserBenchRow[] } | { skipped: string }> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./browser-entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
  } catch (error) {
    return {
      skipped: `Chromium did not start (${CHROMIUM_PATH}): ${String(error).split('\n')[0]}`,
    };
  }
  try {
    const page = await browser.newPage();
    const script = bundle.outputFiles[0]!.text;
    await page.route(PAGE_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(PAGE_URL);
    await page.addScriptTag({ content: script });
    const config: BrowserBenchConfig = {
      roundMs,
      rounds,
      inFlight: 32,
      recvFrames: Object.fromEntries(
        [100, 2048].map((size) => [size, Array.from(recvFrame(nodeCrypto, textPayload(size)))]),
      ),
    };
    const rows = await page.evaluate(
      (c) =>
        (
          globalThis as unknown as { runBench(c: BrowserBenchConfig): Promise<BrowserBenchRow[]> }
        ).runBench(c),
      config,
    );
    return { rows };
  } finally {
    await browser.close();
  }
}
