import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeScript: string | undefined;

/**
 * Loads axe-core into the page once. Not with addScriptTag: that writes an inline <script>, which
 * the app's Content-Security-Policy refuses (and the journey would fail on the violation). An
 * evaluation from the test runs outside the page's policy, as a developer's console does.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeScript ??= readFileSync(axeSource, 'utf8');
  await page.evaluate(axeScript);
}
