// Catalog pictures drawn on the fly as small SVGs (there is no internet): a coloured tile with the
// item's name. The same id always gives the same picture.

export const CATALOG_IMAGE_PREFIX = '/uploads/catalog/';

export function catalogImageUrl(
  kind: 'product' | 'shop' | 'banner' | 'category',
  id: string | number,
  variant = 0,
): string {
  return `${CATALOG_IMAGE_PREFIX}${kind}-${id}${variant ? `-${variant}` : ''}.svg`;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An SVG picture for a catalog image file name such as "product-12-1.svg"; null if malformed. */
export function drawCatalogImage(fileName: string, label: string): string | null {
  const match = /^(product|shop|banner|category)-([a-z0-9]+)(?:-(\d))?\.svg$/.exec(fileName);
  if (!match) return null;
  const [, kind, id] = match;
  const seed = hash(fileName);
  const hue = seed % 360;
  const [width, height] = kind === 'banner' ? [750, 300] : [400, 400];
  const text = escapeXml(label.length > 28 ? `${label.slice(0, 27)}…` : label);
  const fontSize = kind === 'banner' ? 40 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="rgba(255,255,255,0.18)"/>` +
    `<text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#fff">${text}</text>` +
    `<text x="50%" y="85%" text-anchor="middle" font-family="sans-serif" font-size="16" fill="rgba(255,255,255,0.8)">${escapeXml(`${kind} ${id}`)}</text>` +
    `</svg>`
  );
}
