/**
 * The pages' Content-Security-Policy: scripts only from the shop itself or carrying this
 * response's nonce (React Router's hydration data is an inline script), no 'unsafe-inline', no
 * eval; style sheets from the shop only, and `style` attributes (a server-rendered element's
 * `style` prop: a picture's aspect ratio, a bar's width) but no <style> element; pictures from the shop plus data: and blob: (a picture's preview before upload);
 * connections to the shop and the chat's socket.
 *
 * `development` (the dev server's pages only, never a build): style sheets may also be inline
 * <style> elements, which only development uses: Vite's client puts each imported .css into the
 * page as a <style> without a nonce (so an edit to it swaps in place), and React Router inlines the
 * route's CSS into the server's HTML (so the page is styled before Vite's client runs). A nonce in
 * style-src would make browsers ignore 'unsafe-inline', so there is none. Scripts need no
 * relaxation: the dev server's own (`/@vite/client`, the modules) come from 'self', its inline
 * React Refresh preamble is rendered by <Scripts> with the nonce, and its HMR socket is 'self'.
 */
export function pagePolicy(
  nonce: string,
  connectSources: readonly string[],
  { development = false }: { development?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
