import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir } from '../harness/artifacts';
import { startMockServer } from '../../../tools/harness/mock-server';
import { requireWebBuild } from '../../../tools/harness/web-build';

/** The mock-server's standard error during the walk: the server render's React warnings. */
export const SERVER_STDERR = path.join(artifactsDir, 'variants-server-stderr.log');

/**
 * Starts one mock-server (in-memory state, variants off) for the whole walk, serving React's
 * development build of the pages (web/build-dev, or WEB_BUILD) rendered with React's development
 * build on the server too (NODE_ENV=development), so both print their warnings; stops it at the end.
 */
export default async function variantsSetup(): Promise<() => Promise<void>> {
  const webBuild = requireWebBuild('development');
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(SERVER_STDERR, '');
  const controlToken = randomBytes(24).toString('base64url');
  const stack = await startMockServer(
    {
      MOCK_CONTROL_TOKEN: controlToken,
      CHAT_AGENT: 'off',
      WEB_BUILD: webBuild,
      NODE_ENV: 'development',
    },
    { stderrFile: SERVER_STDERR },
  );
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_CONTROL_TOKEN = controlToken;
  return async () => {
    await stack.stop();
  };
}
