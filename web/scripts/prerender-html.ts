/**
 * Puts `markup` inside the page's empty `<div id="root"></div>`. Refuses markup the app's
 * Content-Security-Policy would block or that would show words before a language is chosen:
 * `style` attributes, `<style>`, `<script>`, event handler attributes, text.
 */
export function prerenderInto(html: string, markup: string): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at === -1 || html.indexOf(root, at + 1) !== -1)
    throw new Error('index.html must hold exactly one empty <div id="root"></div>');
  if (/\sstyle=|<style|<script|\son[a-z]+=/i.test(markup))
    throw new Error('the prerendered frame has a style, a script or a handler the policy refuses');
  if (/>[^<]*[^\s<]/.test(markup)) throw new Error('the prerendered frame must be wordless');
  return `${html.slice(0, at)}<div id="root">${markup}</div>${html.slice(at + root.length)}`;
}
