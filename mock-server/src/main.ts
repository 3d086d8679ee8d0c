// Command-line entry: `npm start -w mock-server`. Serves the API, the control API, uploads and the
// built web app on http://127.0.0.1:8080 (PORT, HOST, DATA_DIR; DATA_DIR= empty keeps state in memory).
import { join } from 'node:path';
import { buildApp, DEFAULT_CONSOLE_DIST, DEFAULT_DATA_DIR, DEFAULT_WEB_BUILD } from './app';
import { createChat } from './chat/chat-extension';
import { CONTROL_TOKEN_FILE, CONTROL_TOKEN_HEADER } from './control/control-guard';

// The pages render with React's production build unless told otherwise (it is loaded later, with
// the web build).
process.env.NODE_ENV ??= 'production';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR === undefined ? DEFAULT_DATA_DIR : process.env.DATA_DIR;

const app = await buildApp({
  dataDir,
  webBuild: process.env.WEB_BUILD ?? DEFAULT_WEB_BUILD,
  ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
  consoleDist: process.env.CONSOLE_DIST ?? DEFAULT_CONSOLE_DIST,
  // MOCK_TRAFFIC=off: no traffic log and no contract check per request (the console shows none).
  traffic: process.env.MOCK_TRAFFIC !== 'off',
  controlOpen: process.env.MOCK_CONTROL_OPEN === '1',
  // Random per start unless given; /__mock/* answers only requests carrying it.
  ...(process.env.MOCK_CONTROL_TOKEN ? { controlToken: process.env.MOCK_CONTROL_TOKEN } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // MOCK_VARIANTS=minimal|maximal|random:<seed>: every /api answer rewritten within the contract.
  ...(process.env.MOCK_VARIANTS ? { variants: process.env.MOCK_VARIANTS } : {}),
  // MOCK_SCENARIO=<name> or a path to a scenario file: the state, faults and overrides to start
  // from (docs/control-api.md, "Scenarios"); the start fails with the reason when it cannot be
  // loaded.
  ...(process.env.MOCK_SCENARIO ? { scenario: process.env.MOCK_SCENARIO } : {}),
  // UPSTREAM=https://…: proxy mode, every /api request goes there (docs/proxy.md).
  ...(process.env.UPSTREAM ? { upstream: process.env.UPSTREAM } : {}),
  // CHAT_AGENT=off silences the customer-service agent (load tests).
  // CHAT_WS_URL: the socket address getWebSocketUrl names (a chat elsewhere); the app's CSP follows.
  chat: createChat({
    agent: { enabled: process.env.CHAT_AGENT !== 'off' },
    ...(process.env.CHAT_WS_URL ? { socketUrl: process.env.CHAT_WS_URL } : {}),
  }),
});

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing, state flushed to ${dataDir || 'memory'}`);
  // close() waits for requests in flight, then the onClose hook waits for the last state write.
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port, host });
// Printed whatever LOG_LEVEL says: a developer needs it for curl (see docs/control-api.md).
process.stdout.write(
  `control API: http://${host.includes(':') ? `[${host}]` : host}:${port}/__mock, header ${CONTROL_TOKEN_HEADER}: ${app.controlToken}` +
    (dataDir ? ` (also in ${join(dataDir, CONTROL_TOKEN_FILE)})` : '') +
    '\n' +
    // The token rides in the fragment, which the browser never sends; the page keeps it for the tab.
    `console: http://${host.includes(':') ? `[${host}]` : host}:${port}/__console/#token=${app.controlToken}\n`,
);
