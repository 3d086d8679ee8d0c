import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/ui/lazy-image';

/** The product's pictures, one per swipe (scroll snapping), loaded as they come into view. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const element = track.current;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!element || !step || element.clientWidth === 0) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(images.length - 1, current + step));
    element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <section
      className="gallery"
      aria-roledescription={t('product.gallery')}
      aria-label={t('product.galleryOf', { name })}
    >
      {/* Focusable, so the pictures scroll with the arrow keys too (one picture per key). */}
      <ul
        ref={track}
        className="gallery-track"
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        tabIndex={0}
        aria-label={t('product.galleryOf', { name })}
      >
        {images.map((image, index) => (
          <li
            key={`${image}-${index}`}
            className="gallery-slide"
            aria-roledescription={t('product.slide')}
            aria-label={t('product.imageOf', { number: index + 1, total: images.length })}
          >
            {/* The first picture is the largest of the first screen: asked for at once. */}
            <LazyImage src={image} alt={index === 0 ? name : ''} priority={index === 0} />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <span className="gallery-counter" aria-hidden="true">
          {current + 1} / {images.length}
        </span>
      )}
    </section>
  );
}
