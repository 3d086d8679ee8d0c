import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// `npm run test:variants`: the variants walk (src/variants/, README "Variants walk"), against its
// own mock-server, switched between minimal, maximal and one random seed through /__mock/variants.
// Its JUnit file sits beside the journeys' (artifacts/variants-junit.xml).
export default defineConfig({
  ...journeys,
  testDir: './src/variants',
  testMatch: '**/*.walk.ts',
  globalSetup: './src/variants/variants-setup.ts',
  // One server, switched between the modes for the whole walk: one worker.
  workers: 1,
  timeout: 60_000,
  reporter: [['list'], ['junit', { outputFile: './artifacts/variants-junit.xml' }]],
  outputDir: './artifacts/variants-results',
  use: { ...journeys.use, screenshot: 'off', trace: 'off' },
});
