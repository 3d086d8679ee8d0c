import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTraffic, recordedTrafficJunit } from '@storefront/contracts/verify/traffic-junit';
import { artifactsDir } from './artifacts';
import { repoRoot } from '../../../tools/harness/mock-server';
import { requireWebBuild } from '../../../tools/harness/web-build';

/**
 * Checks the builds, chooses the run's control token and clears the recorded traffic; each worker
 * starts its own stack (`stack` in fixtures.ts). The teardown turns the recorded traffic into
 * JUnit XML.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_BUILD (the mock-server's own setting) serves another build folder than web/build.
  requireWebBuild('production');
  if (!existsSync(path.join(repoRoot, 'web/dist-console/index.html'))) {
    throw new Error(
      'web/dist-console is missing: run `npm run build -w web` (or `build:console -w web`) first',
    );
  }
  // This run's exchanges only: the recorder appends, the teardown turns them into JUnit XML.
  const trafficFile = path.join(artifactsDir, 'contract-traffic.jsonl');
  rmSync(trafficFile, { force: true });
  // The control API's token for this run: every worker's stack takes it, and the workers send it
  // with every /__mock call (they inherit this process's environment).
  process.env.E2E_CONTROL_TOKEN = randomBytes(24).toString('base64url');
  return async () => {
    if (existsSync(trafficFile)) {
      const exchanges = parseTraffic(readFileSync(trafficFile, 'utf8'));
      writeFileSync(
        path.join(artifactsDir, 'contract-report.xml'),
        recordedTrafficJunit(exchanges, 'e2e recorded /api traffic'),
      );
    }
  };
}
