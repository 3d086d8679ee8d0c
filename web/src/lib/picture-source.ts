/**
 * Where a picture message may be loaded from. Only the app's own uploads (`/uploads/...` on the
 * page's origin) are fetched: any other address would tell its owner when and from where the
 * message was read (a tracking pixel), so it is shown as a link naming its host, never loaded.
 */
export type PictureSource =
  | { kind: 'own'; src: string }
  /** `href` only for http and https addresses; other schemes are named, never linked. */
  | { kind: 'foreign'; host: string; href: string | undefined };

const UPLOADS = '/uploads/';

export function pictureSource(url: string, origin: string): PictureSource {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'foreign', host: '', href: undefined };
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  // The parsed path is normalised (`/uploads/../api` is `/api`), so the prefix check holds.
  if (web && parsed.origin === origin && parsed.pathname.startsWith(UPLOADS)) {
    return { kind: 'own', src: `${parsed.pathname}${parsed.search}` };
  }
  return {
    kind: 'foreign',
    host: web ? parsed.host : parsed.protocol.replace(/:$/, ''),
    href: web ? parsed.href : undefined,
  };
}
