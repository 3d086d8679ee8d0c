import type { FastifyInstance } from 'fastify';
import { findUpload } from '../domain/uploads';
import type { UploadFiles } from '../domain/uploads';
import type { ServedContract as Contract } from '@storefront/contracts/load-contract';
import { drawCatalogImage } from '../store/images';
import type { Store } from '../store/store';

interface MediaOptions {
  store: Store;
  uploads: UploadFiles;
  contract: Contract;
}

/**
 * Pictures: catalog pictures (/uploads/catalog/*.svg) are public and drawn on the fly; shoppers'
 * uploads (/uploads/u/<32 hex digits>.<ext>, 128 random bits) are capability URLs: whoever has the
 * URL sees the picture, without a cookie or token (an <img> sends no token header, and a cookie
 * would let any site's page use the shopper's session). Unknown names get a 404.
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const { store, uploads } = options;

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
    const upload = findUpload(store.state, request.params.name);
    const bytes = upload ? await uploads.read(upload.name) : undefined;
    if (!upload || !bytes) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(upload.mime)
      .send(Buffer.from(bytes));
  });
}
