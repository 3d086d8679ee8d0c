import { useRef, useState } from 'react';
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
  return (
    <section
      className="gallery"
      aria-roledescription={t('product.gallery')}
      aria-label={t('product.galleryOf', { name })}
    >
      <ul ref={track} className="gallery-track" onScroll={onScroll}>
        {images.map((image, index) => (
          <li
            key={`${image}-${index}`}
            className="gallery-slide"
            aria-roledescription={t('product.slide')}
            aria-label={t('product.imageOf', { number: index + 1, total: images.length })}
          >
            <LazyImage src={image} alt={index === 0 ? name : ''} />
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
