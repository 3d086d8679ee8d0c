import type { FastifyInstance } from 'fastify';
import { userForToken } from '../domain/accounts';
import { ownUpload } from '../domain/uploads';
import type { UploadFiles } from '../domain/uploads';
import { requestToken } from '../http/auth';
import type { Contract } from '../http/contract';
import { drawCatalogImage } from '../store/images';
import type { Store } from '../store/store';

interface MediaOptions {
  store: Store;
  uploads: UploadFiles;
  contract: Contract;
}

/**
 * Pictures: catalog pictures (/uploads/catalog/*.svg) are public and drawn on the fly; shoppers'
 * uploads (/uploads/u/<random>.<ext>) are shown to their owner only (token header or Admin-Token
 * cookie, which an <img> on the same host sends), anyone else gets a 404.
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const { store, uploads, contract } = options;

  app.get<{ Params: { file: string } }>('/uploads/catalog/:file', async (request, reply) => {
    const { file } = request.params;
    const match = /^(product|shop|banner|category)-([a-z0-9]+)/.exec(file);
    const kind = match?.[1];
    const key = match?.[2] ?? '';
    const state = store.state;
    const label =
      kind === 'product'
        ? state.products.find((p) => p.id === Number(key))?.name
        : key === 'platform'
          ? 'Storefront'
          : kind === 'category'
            ? state.categories.find((c) => c.key === key)?.name
            : state.merchants.find((m) => m.id === Number(key))?.name;
    const svg = label === undefined ? null : drawCatalogImage(file, label);
    if (svg === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  app.get<{ Params: { name: string } }>('/uploads/u/:name', async (request, reply) => {
    const token = requestToken(request, contract);
    const user = token ? userForToken(store.state, token) : undefined;
    const upload = user ? ownUpload(store.state, user.id, request.params.name) : undefined;
    const bytes = upload ? await uploads.read(upload.name) : undefined;
    if (!upload || !bytes) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(upload.mime)
      .send(Buffer.from(bytes));
  });
}
