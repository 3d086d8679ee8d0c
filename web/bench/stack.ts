import { randomBytes } from 'node:crypto';
import { npmStartNodeFlags, startMockServer } from '../../tools/harness/mock-server';
import { requireWebBuild } from '../../tools/harness/web-build';

export interface RunningStack {
  /** `http://127.0.0.1:<port>`: the pages, the API and the chat, same origin as in production. */
  baseUrl: string;
  /** The token of the mock's control API (`x-mock-control-token`), chosen for this start. */
  controlToken: string;
  stop(): Promise<void>;
}

/**
 * Starts the stack (tools/harness/mock-server.ts, with `npm start`'s Node options) rendering the
 * pages of the web build (`webBuild`: client/ and server/) with fresh in-memory state (the seed:
 * catalog and demo shopper). Its /api traffic log and contract checks are off (MOCK_TRAFFIC=off):
 * a page server in production does neither, and the log would grow with every request of the load
 * test.
 */
export async function startStack(webBuild: string): Promise<RunningStack> {
  requireWebBuild('production', { WEB_BUILD: webBuild });
  const controlToken = randomBytes(32).toString('base64url');
  const server = await startMockServer(
    { WEB_BUILD: webBuild, MOCK_TRAFFIC: 'off', MOCK_CONTROL_TOKEN: controlToken },
    { nodeFlags: npmStartNodeFlags() },
  );
  return { baseUrl: server.url, controlToken, stop: server.stop };
}
