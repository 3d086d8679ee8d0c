import { SearchIcon } from '@/ui/icons';

/**
 * The frame shown while the app starts, before any string or screen has loaded: the brand bar
 * with the search pill, a banner and two cards, all grey. Wordless (no language is known yet)
 * and styled by classes only (`boot-frame.css`, in the entry stylesheet): the build prerenders it
 * into `dist/index.html` (`scripts/prerender.ts`), where the Content-Security-Policy refuses
 * `style` attributes, so the first screen paints before any JavaScript has run. The app's first
 * commit replaces it with the same frame (`AppLoading`), so nothing moves.
 */
export function BootFrame() {
  return (
    <div className="app-shell boot-frame" aria-hidden="true">
      <div className="boot-frame-bar">
        <span className="boot-frame-brand" />
        <span className="boot-frame-pill">
          <SearchIcon color="currentColor" />
        </span>
      </div>
      <span className="skeleton boot-frame-banner" />
      <span className="skeleton boot-frame-card" />
      <span className="skeleton boot-frame-card boot-frame-card-tall" />
    </div>
  );
}
