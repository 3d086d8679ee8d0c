import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startMockServer } from '../../../tools/harness/mock-server';

/** Starts one mock-server (in-memory state, variants off) for the whole walk; stops it at the end. */
export default async function variantsSetup(): Promise<() => Promise<void>> {
  const webBuild = process.env.WEB_BUILD ?? path.join(repoRoot, 'web/build');
  if (!existsSync(path.join(webBuild, 'server/index.js'))) {
    throw new Error(`${webBuild} is missing: run \`npm run build -w web\` first`);
  }
  const controlToken = randomBytes(24).toString('base64url');
  const stack = await startMockServer({ MOCK_CONTROL_TOKEN: controlToken, CHAT_AGENT: 'off' });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_CONTROL_TOKEN = controlToken;
  return async () => {
    await stack.stop();
  };
}
