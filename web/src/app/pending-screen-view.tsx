import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';
import { pendingScreenOf, type PendingShape } from './pending-screen-kinds';
import './pending-screen.css';

/*
 * The placeholders' drawing (`pending-screen.tsx` decides which): a chunk of its own, fetched once
 * the page is hydrated, so the first load of /home does not carry it.
 */

const times = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The placeholder of the screen at `pathname` (see `pending-screen.tsx`); none for no screen. */
export default function PendingScreenView({
  pathname,
  overTabs = false,
}: {
  pathname: string;
  overTabs?: boolean;
}) {
  const { t } = useTranslation();
  const screen = pendingScreenOf(pathname);
  if (!screen) return null;
  return (
    <div
      className="pending-screen"
      data-shape={screen.shape}
      data-tabs={overTabs}
      aria-hidden="true"
    >
      {screen.tab === undefined ? (
        <div className="pending-screen-bar">{t(screen.title)}</div>
      ) : screen.shape === 'home' || screen.shape === 'grid' ? (
        <div className="pending-screen-brand">
          <Skeleton height="36px" radius="var(--radius-pill)" className="pending-on-brand" />
        </div>
      ) : screen.shape === 'profile' ? (
        <div className="pending-screen-profile">
          <Skeleton width="56px" height="56px" radius="50%" className="pending-on-brand" />
          <div className="pending-lines">
            <Skeleton width="8rem" height="1.2em" className="pending-on-brand" />
            <Skeleton width="11rem" className="pending-on-brand" />
          </div>
        </div>
      ) : (
        <div className="pending-screen-bar">{t(screen.title)}</div>
      )}
      <div className="pending-screen-body">{body(screen.shape)}</div>
    </div>
  );
}

function grid(count: number) {
  return (
    <div className="pending-grid">
      {times(count).map((index) => (
        <div key={index} className="pending-card">
          <Skeleton height="auto" className="pending-square" radius="0" />
          <div className="pending-lines pending-pad">
            <Skeleton />
            <Skeleton width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}

function rows(count: number, thumb = '56px') {
  return (
    <div className="pending-rows">
      {times(count).map((index) => (
        <div key={index} className="pending-row">
          <Skeleton width={thumb} height={thumb} radius="var(--radius-md)" />
          <div className="pending-lines">
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </div>
        </div>
      ))}
    </div>
  );
}

function body(shape: PendingShape) {
  switch (shape) {
    case 'home':
      return (
        <>
          <Skeleton height="auto" className="pending-banner" radius="var(--radius-lg)" />
          <div className="pending-tiles">
            {times(10).map((index) => (
              <Skeleton key={index} height="auto" className="pending-tile" radius="50%" />
            ))}
          </div>
          {grid(2)}
        </>
      );
    case 'grid':
      return (
        <>
          <div className="pending-chips">
            {times(4).map((index) => (
              <Skeleton key={index} width="4.5rem" height="32px" radius="var(--radius-pill)" />
            ))}
          </div>
          {grid(4)}
        </>
      );
    case 'shop':
      return (
        <>
          <Skeleton height="auto" className="pending-banner" radius="var(--radius-lg)" />
          {rows(1, '64px')}
          {grid(2)}
        </>
      );
    case 'detail':
      return (
        <>
          <Skeleton height="auto" className="pending-square pending-bleed" radius="0" />
          <div className="pending-lines pending-block">
            <Skeleton width="40%" height="1.4em" />
            <Skeleton />
            <Skeleton width="70%" />
          </div>
        </>
      );
    case 'profile':
      return (
        <>
          <div className="pending-block pending-lines">
            <Skeleton width="5rem" />
            <Skeleton width="8rem" height="1.75rem" />
            <div className="pending-icons">
              {times(5).map((index) => (
                <Skeleton key={index} width="2.5rem" height="2.5rem" radius="var(--radius-md)" />
              ))}
            </div>
          </div>
          <div className="pending-block pending-lines">
            <Skeleton width="6rem" />
            <div className="pending-icons">
              {times(5).map((index) => (
                <Skeleton key={index} width="2.5rem" height="2.5rem" radius="var(--radius-md)" />
              ))}
            </div>
          </div>
          <div className="pending-block">{rows(3, '24px')}</div>
        </>
      );
    case 'list':
      return rows(6);
    case 'cart':
      return rows(4, '72px');
    case 'chat':
      return (
        <div className="pending-chat">
          <Skeleton width="60%" height="3rem" radius="var(--radius-lg)" />
          <Skeleton width="45%" height="2.5rem" radius="var(--radius-lg)" className="pending-own" />
          <Skeleton width="70%" height="4rem" radius="var(--radius-lg)" />
        </div>
      );
    case 'cards':
      return (
        <>
          {times(3).map((index) => (
            <div key={index} className="pending-block pending-lines">
              <Skeleton width="35%" height="1.2em" />
              <Skeleton />
              <Skeleton width="75%" />
            </div>
          ))}
        </>
      );
    case 'form':
      return (
        <div className="pending-block pending-lines pending-form">
          {times(3).map((index) => (
            <div key={index} className="pending-lines">
              <Skeleton width="30%" />
              <Skeleton height="44px" radius="var(--radius-md)" />
            </div>
          ))}
          <Skeleton height="44px" radius="var(--radius-pill)" />
        </div>
      );
    case 'text':
      return (
        <div className="pending-block pending-lines">
          {times(8).map((index) => (
            <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} />
          ))}
        </div>
      );
  }
}
