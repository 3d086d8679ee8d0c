import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from './icons';
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
   * instead of waiting for the scroll observer.
   */
  priority?: boolean;
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/** Loads when it scrolls into view, tries 3 times, remembers the last 200 loaded URLs. */
export function LazyImage({
  src,
  alt,
  className,
  style,
  aspectRatio = '1 / 1',
  retryDelayMs = 600,
  priority = false,
}: LazyImageProps) {
  const { t } = useTranslation();
  const cached = src !== undefined && loadedImages.has(src);
  const [state, setState] = useState<LoadState>(cached || priority ? 'loading' : 'waiting');
  const [attempt, setAttempt] = useState(1);
  const box = useRef<HTMLDivElement>(null);

  // Another picture (or priority) starts over: first attempt, loaded at once if cached.
  const [shownFor, setShownFor] = useState({ src, priority });
  if (shownFor.src !== src || shownFor.priority !== priority) {
    setShownFor({ src, priority });
    setAttempt(1);
    setState(cached || priority ? 'loading' : 'waiting');
  }

  useEffect(() => {
    if (state !== 'waiting' || !src) return;
    const target = box.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('loading');
        }
      },
      { rootMargin: '150px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state, src]);

  const [retryPending, setRetryPending] = useState(false);
  useEffect(() => {
    if (!retryPending) return;
    const timer = setTimeout(() => {
      setRetryPending(false);
      setAttempt((value) => value + 1);
    }, retryDelayMs * attempt);
    return () => clearTimeout(timer);
  }, [retryPending, attempt, retryDelayMs]);

  const onError = () => {
    if (attempt < IMAGE_ATTEMPTS) setRetryPending(true);
    else setState('failed');
  };

  return (
    <div
      ref={box}
      className={['lazy-image', className].filter(Boolean).join(' ')}
      style={{ aspectRatio, ...style }}
      data-state={state}
      data-cached={cached || undefined}
    >
      {src && (state === 'loading' || state === 'loaded') && !retryPending && (
        <img
          // A new element per attempt makes the browser ask again.
          key={attempt}
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => {
            loadedImages.add(src);
            setState('loaded');
          }}
          onError={onError}
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
