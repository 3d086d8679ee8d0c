import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/harness/chromium';

// Journeys run against the real stack: each worker starts its own mock-server (fresh in-memory
// state, free port) serving the built web app (`stack` in src/harness/fixtures.ts). Two workers by
// default (E2E_WORKERS=<n> for another number): a journey spends most of its time waiting on the
// page, so two share the machine's two cores; the files of one worker run in order.
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  globalSetup: './src/harness/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: './artifacts/test-results',
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    // For CI, beside artifacts/contract-report.xml (the recorded traffic's contract checks).
    ['junit', { outputFile: './artifacts/junit.xml' }],
  ],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
});
