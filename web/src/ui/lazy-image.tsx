import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from './icons';
import { pictureSrcSet } from './picture-sizes';
import { IMAGE_ATTEMPTS, loadedImages } from './image-cache';
import './lazy-image.css';

export interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Width / height, so the box is sized before the picture arrives. */
  aspectRatio?: string;
  /** Delay before the second and third attempt grows by this much (ms). */
  retryDelayMs?: number;
  /**
   * The largest picture of the first screen (its LCP): loaded at once with high priority
   * instead of when it nears the view.
   */
  priority?: boolean;
  /**
   * The width the picture takes (the `sizes` attribute, e.g. `64px`): given, a catalog picture
   * comes with its `srcset` (`picture-sizes.ts`) and the browser takes the smallest that covers it.
   */
  sizes?: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

const noSubscription = () => () => {};
/**
 * False while the page's server HTML is being hydrated (and on the server), true for anything
 * rendered in the browser after that. React re-renders hydrated components once with `true`.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A picture that loads as it nears the view (the browser's own `loading="lazy"`, so the server's
 * HTML carries a real <img> that shows without scripts), tries 3 times, remembers the last 200
 * loaded URLs. Pictures rendered in the browser fade in once loaded; a server-rendered picture
 * shows as the browser draws it, and one that finished (or failed) before hydration attached its
 * handlers is read from the element (`complete`) on mount.
 */
export function LazyImage({
  src,
  alt,
  className,
  style,
  aspectRatio = '1 / 1',
  retryDelayMs = 600,
  priority = false,
  sizes,
}: LazyImageProps) {
  const { t } = useTranslation();
  const srcSet = sizes === undefined ? undefined : pictureSrcSet(src);
  // The first screen's main picture is asked for from the page's head, before the scripts (a
  // `<link rel="preload">` React writes into the server's HTML), not when the body's <img> is met.
  if (priority && src) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }
  const cached = src !== undefined && loadedImages.has(src);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(1);
  const [retryPending, setRetryPending] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  const afterHydration = useAfterHydration();
  // Whether this picture came in the server's HTML (its first render was hydration).
  const serverRendered = useRef(!afterHydration);

  // Another picture starts over: first attempt.
  const [shownFor, setShownFor] = useState(src);
  if (shownFor !== src) {
    setShownFor(src);
    setAttempt(1);
    setRetryPending(false);
    setState('loading');
  }

  const loaded = () => {
    if (src !== undefined) loadedImages.add(src);
    setState('loaded');
  };
  const failed = () => {
    if (attempt < IMAGE_ATTEMPTS) setRetryPending(true);
    else setState('failed');
  };

  // Hydration attaches onLoad/onError after the browser may have finished with the server's <img>:
  // a picture already complete is read from the element, before the first paint.
  useLayoutEffect(() => {
    const element = picture.current;
    if (!serverRendered.current || !element?.complete) return;
    serverRendered.current = false;
    if (element.naturalWidth > 0) {
      loaded();
      return;
    }
    // No size: broken, or a picture without one of its own (an SVG); decoding tells which.
    element.decode().then(loaded, failed);
    // Once, for the element the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!retryPending) return;
    const timer = setTimeout(() => {
      setRetryPending(false);
      setAttempt((value) => value + 1);
    }, retryDelayMs * attempt);
    return () => clearTimeout(timer);
  }, [retryPending, attempt, retryDelayMs]);

  return (
    <div
      className={['lazy-image', className].filter(Boolean).join(' ')}
      style={{ aspectRatio, ...style }}
      data-state={state}
      data-fade-in={afterHydration || undefined}
      data-cached={cached || undefined}
    >
      {src && state !== 'failed' && !retryPending && (
        <img
          // A new element per attempt makes the browser ask again.
          key={attempt}
          ref={picture}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={loaded}
          onError={failed}
        />
      )}
      {(state === 'failed' || !src) && (
        <div
          className="lazy-image-fallback"
          role="img"
          aria-label={alt || t('common.imageUnavailable')}
        >
          <ImageIcon size="1.5rem" color="var(--color-text-muted)" />
        </div>
      )}
    </div>
  );
}
