// Serves the developer console (/__console, built from web/console to web/dist-console). The page
// itself holds no data: it asks for the control token, and every call it makes to /__mock carries
// it. The page and its files are still refused to other hosts and to other sites (the same place
// checks as the control API's), so no foreign page can even frame or fetch it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { placeRefusal } from './control-guard';

export const CONSOLE_PATH = '/__console';

export interface ConsolePageOptions {
  /** The console's build (index.html and assets/); a page saying how to build it when missing. */
  dist: string | null;
  /** MOCK_CONTROL_OPEN: other hosts than loopback too. */
  open: boolean;
}

export async function consolePagePlugin(
  app: FastifyInstance,
  options: ConsolePageOptions,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = placeRefusal(request, options.open);
    if (refusal) {
      return reply
        .code(refusal.status)
        .type('text/plain; charset=utf-8')
        .send(`${refusal.error.replace('control API', 'console')}\n`);
    }
  });
  const built = options.dist !== null && existsSync(join(options.dist, 'index.html'));
  if (!built) {
    app.get(`${CONSOLE_PATH}*`, async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built: run `npm run build:console -w web`, then reload.\n'),
    );
    return;
  }
  app.get(CONSOLE_PATH, async (_request, reply) => reply.redirect(`${CONSOLE_PATH}/`));
  await app.register(fastifyStatic, {
    root: options.dist as string,
    prefix: `${CONSOLE_PATH}/`,
    decorateReply: false,
    index: 'index.html',
    preCompressed: false,
  });
}
