/**
 * Catalog pictures come in sizes: the backend serves each one also at 160 and 320 px wide
 * (`/uploads/catalog/product-5.svg?w=160`; mock-server `store/images.ts`), the small one drawn
 * plain. With `sizes` (the width the picture takes on the page), the browser picks the smallest
 * that covers it at the screen's density. Other pictures (shoppers' uploads, another backend's
 * URLs) have one size only: no `srcset`.
 */
const CATALOG_PICTURE = /^\/uploads\/catalog\/(product|shop|banner|category)-[a-z0-9_-]+\.svg$/;

/** The widths served besides the full picture (keep in step with the mock's `CATALOG_IMAGE_WIDTHS`). */
export const PICTURE_WIDTHS = [160, 320] as const;

/** The `srcset` of a catalog picture (full width: 750 for a banner, 400 for the rest), else none. */
export function pictureSrcSet(src: string | undefined): string | undefined {
  const match = src === undefined ? null : CATALOG_PICTURE.exec(src);
  if (!match) return undefined;
  const full = match[1] === 'banner' ? 750 : 400;
  return [...PICTURE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`), `${src} ${full}w`].join(
    ', ',
  );
}

/** A product card's picture: half the app's column (two cards a row), which is at most 480 px. */
export const PRODUCT_CARD_SIZES = '(max-width: 480px) 50vw, 240px';
