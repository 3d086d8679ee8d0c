import type { FastifyInstance } from 'fastify';
import { findUpload } from '../domain/uploads';
import type { UploadFiles } from '../domain/uploads';
import type { ServedContract as Contract } from '@storefront/contracts/load-contract';
import { gzipSync } from 'node:zlib';
import { artOfProductName, artsOfCategory } from '../store/catalog-data';
import { CATALOG_IMAGE_WIDTHS, drawCatalogImage } from '../store/images';
import type { DrawSubject } from '../store/images';
import type { Store } from '../store/store';

interface MediaOptions {
  store: Store;
  uploads: UploadFiles;
  contract: Contract;
}

/**
 * Pictures: catalog pictures (/uploads/catalog/*.svg) are public and drawn on the fly (one drawing
 * per product kind, gzip when asked); shoppers' uploads (/uploads/u/<32 hex digits>.<ext>, 128
 * random bits) are capability URLs: whoever has the URL sees the picture, without a cookie or token
 * (an <img> sends no token header, and a cookie would let any site's page use the shopper's
 * session). Unknown names get a 404.
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const { store, uploads } = options;

  // Drawn pictures are kept (about 1.5 KB each, at most one per file name and width) with their
  // gzip copy: a picture is drawn and compressed once per start.
  const drawn = new Map<string, { svg: string; gzip: Buffer }>();
  app.get<{ Params: { file: string }; Querystring: { w?: string } }>(
    '/uploads/catalog/:file',
    async (request, reply) => {
      const { file } = request.params;
      // `?w=160` or `?w=320`: the storefront's `srcset` widths (images.ts); any other, the full one.
      const asked = Number(request.query.w);
      const width = (CATALOG_IMAGE_WIDTHS as readonly number[]).includes(asked) ? asked : undefined;
      const match = /^(product|shop|banner|category)-([a-z0-9_]+)/.exec(file);
      const kind = match?.[1];
      const key = match?.[2] ?? '';
      const { db } = store;
      let subject: DrawSubject | undefined;
      if (kind === 'product') {
        const product = db.first(
          db.q.selectFrom('products').select('name').where('id', '=', Number(key)),
        );
        if (product) subject = { art: artOfProductName(product.name) ?? 'bag' };
      } else if (key === 'platform') {
        subject = { art: 'bag' };
      } else {
        const merchant =
          kind === 'category'
            ? undefined
            : db.first(db.q.selectFrom('merchants').select('id').where('id', '=', Number(key)));
        // A shop's logo and banner show what it sells: the category of its products.
        const categoryId = merchant
          ? db.first(
              db.q
                .selectFrom('products')
                .select('categoryId')
                .where('merchantId', '=', merchant.id)
                .orderBy('id')
                .limit(1),
            )?.categoryId
          : undefined;
        const category =
          kind === 'category'
            ? db.first(db.q.selectFrom('categories').select('key').where('key', '=', key))
            : categoryId !== undefined
              ? db.first(db.q.selectFrom('categories').select('key').where('id', '=', categoryId))
              : undefined;
        if (category) {
          const arts = artsOfCategory(category.key);
          subject = { art: arts[0] ?? 'bag', arts };
        } else if (merchant) subject = { art: 'bag' };
      }
      const cacheKey = `${file}:${subject?.art ?? ''}:${width ?? ''}`;
      let picture = drawn.get(cacheKey);
      if (!picture && subject) {
        const svg = drawCatalogImage(file, subject, width);
        if (svg !== null) {
          picture = { svg, gzip: gzipSync(svg) };
          if (drawn.size >= 2000) drawn.clear();
          drawn.set(cacheKey, picture);
        }
      }
      if (!picture) return reply.code(404).type('text/plain').send('Not found');
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'accept-encoding')
        .type('image/svg+xml');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(picture.gzip);
      return reply.send(picture.svg);
    },
  );

  app.get<{ Params: { name: string } }>('/uploads/u/:name', async (request, reply) => {
    const upload = findUpload(store.db, request.params.name);
    const bytes = upload ? await uploads.read(upload.name) : undefined;
    if (!upload || !bytes) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(upload.mime)
      .send(Buffer.from(bytes));
  });
}
