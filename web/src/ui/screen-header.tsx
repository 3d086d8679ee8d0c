import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons';
import './screen-header.css';
import { paths } from '@/routing/paths';

export interface ScreenHeaderProps {
  title: string;
  /** Hide the back button on top-level (tab) screens. */
  back?: boolean;
  /** Where Back goes when the shopper arrived here directly (no history). */
  fallbackPath?: string;
  action?: ReactNode;
}

/** The bar on top of a screen: back, title, one optional action. */
export function ScreenHeader({
  title,
  back = true,
  fallbackPath = paths.home(),
  action,
}: ScreenHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallbackPath, { replace: true });
  };
  return (
    <header className="screen-header">
      {back ? (
        <button
          type="button"
          className="screen-header-button"
          onClick={goBack}
          aria-label={t('common.back')}
        >
          <BackIcon size="1.25rem" />
        </button>
      ) : (
        <span />
      )}
      <h1 className="screen-header-title">{title}</h1>
      {action ?? <span />}
    </header>
  );
}
