import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { StarIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { ScreenHeader } from '@/ui/screen-header';
import { toast } from '@/ui/toast-store';
import { useFollowedShops } from './api/get-followed-shops';
import { useUnfollowShop } from './api/unfollow-shop';
import { SavedList } from './list-states';
import '@/ui/button.css';
import './favourites.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

/** /heart: the shops the shopper follows, each with a way to stop following. */
export default function HeartScreen() {
  const { t } = useTranslation();
  const followed = useFollowedShops();
  const unfollow = useUnfollowShop();

  const unfollowShop = (id: number) =>
    unfollow.mutate(id, { onSuccess: () => toast.success(t('favourites.shops.unfollowed')) });

  return (
    <div className="saved-screen">
      <ScreenHeader title={t('favourites.shops.title')} fallbackPath={paths.profile()} />
      <SavedList
        query={followed}
        empty={{
          title: t('favourites.shops.emptyTitle'),
          body: t('favourites.shops.emptyBody'),
          link: { to: paths.popular(), label: t('favourites.shops.browse') },
        }}
      >
        {(shops) => (
          <ul className="stack-list stack-list-inset">
            {shops.map((shop) => (
              <li key={shop.id} className="saved-row">
                <Link to={paths.shop(shop.id)} className="saved-row-link">
                  <LazyImage className="saved-row-picture saved-row-logo" src={shop.logo} alt="" />
                  <span className="saved-row-text">
                    <span className="saved-row-name">{shop.name}</span>
                    <span className="saved-row-meta">
                      <StarIcon size="0.875rem" color="var(--color-brand)" />
                      {shop.rating}
                      <span aria-hidden="true">·</span>
                      {t('favourites.shops.followers', { count: shop.follower_count })}
                    </span>
                    <span className="saved-row-description">{shop.description}</span>
                  </span>
                </Link>
                <Button
                  variant="secondary"
                  size="small"
                  className="saved-row-remove"
                  aria-label={t('favourites.shops.unfollowNamed', { name: shop.name })}
                  disabled={unfollow.isPending && unfollow.variables === shop.id}
                  onClick={() => unfollowShop(shop.id)}
                >
                  {t('favourites.shops.unfollow')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SavedList>
    </div>
  );
}
