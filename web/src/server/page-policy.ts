/**
 * The pages' Content-Security-Policy: scripts only from the shop itself or carrying this
 * response's nonce (React Router's hydration data is an inline script), no 'unsafe-inline', no
 * eval; style sheets from the shop only, and `style` attributes (a server-rendered element's
 * `style` prop: a picture's aspect ratio, a bar's width) but no <style> element; pictures from the shop plus data: and blob: (a picture's preview before upload);
 * connections to the shop and the chat's socket.
 */
export function pagePolicy(nonce: string, connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
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
