import { useTranslation } from 'react-i18next';
import { useTimeZone } from '@/i18n/date-time';
import { StarIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { InfiniteList } from '@/ui/infinite-list';
import { Skeleton } from '@/ui/skeleton';
import { useProductReviews, type Review } from './api/get-product-reviews';

/** The product's reviews, newest first, a few at a time. */
export function Reviews({ productId, count }: { productId: number; count: number }) {
  const { t } = useTranslation();
  const reviews = useProductReviews(productId);
  return (
    <section className="detail-card" aria-labelledby="detail-reviews">
      <h2 id="detail-reviews" className="detail-card-title">
        {t('product.reviews', { count })}
      </h2>
      <InfiniteList
        query={reviews}
        moreButton={t('product.moreReviews')}
        pending={
          <div aria-hidden="true" className="review-skeleton">
            <Skeleton width="40%" />
            <Skeleton />
          </div>
        }
        empty={<p className="detail-muted">{t('product.noReviews')}</p>}
      >
        {(entries) => (
          <ul className="reviews">
            {entries.map((review) => (
              <ReviewEntry key={review.id} review={review} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </section>
  );
}

function Stars({ score, label }: { score: number; label: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size="0.75rem"
          color="var(--color-brand)"
          fill={star <= score ? 'var(--color-brand)' : 'none'}
        />
      ))}
    </span>
  );
}

function ReviewEntry({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const date = new Intl.DateTimeFormat(i18n.language || 'en', {
    dateStyle: 'medium',
    timeZone,
  }).format(new Date(review.created_at * 1000));
  return (
    <li className="review">
      <div className="review-head">
        <span className="review-author">{review.nickname || t('product.anonymous')}</span>
        <time dateTime={new Date(review.created_at * 1000).toISOString()}>{date}</time>
      </div>
      <Stars
        score={review.product_score}
        label={t('product.score', { score: review.product_score })}
      />
      <p className="review-content">{review.content}</p>
      {review.pictures.length > 0 && (
        <ul className="review-pictures">
          {review.pictures.map((picture, index) => (
            <li key={`${picture}-${index}`}>
              <LazyImage src={picture} alt={t('product.reviewPicture', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
