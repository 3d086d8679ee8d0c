import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/api/api';
import { EmptyState } from '@/ui/empty-state';
import { ChevronRightIcon } from '@/ui/icons';
import { QueryState } from '@/ui/query-state';
import { Skeleton } from '@/ui/skeleton';
import './info.css';
import { paragraphsOf } from './paragraphs';

/** Articles as a list of expandable entries; the first one open. */
export function ArticleList({ articles }: { articles: UseQueryResult<Schema<'Article'>[]> }) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={articles}
      pending={
        <div className="info-articles" aria-busy="true" aria-label={t('common.loading')}>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height="3.25rem" radius="10px" />
          ))}
        </div>
      }
      failed={t('info.loadFailed')}
    >
      {(list) => <Articles articles={list} />}
    </QueryState>
  );
}

function Articles({ articles }: { articles: Schema<'Article'>[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return <EmptyState title={t('common.empty')} />;
  return (
    <div className="info-articles">
      {articles.map((article, index) => (
        <details key={article.id} className="info-article" open={index === 0}>
          <summary className="info-article-title">
            <span>{article.title}</span>
            <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
          </summary>
          <div className="info-article-body">
            {paragraphsOf(article.content).map((paragraph, at) => (
              <p key={at}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
