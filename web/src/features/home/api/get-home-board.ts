import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { homeKeys } from '@/api/query-keys';

/** Banners, notices, categories and recommended products (GET /api/index/index). */
export type HomeBoard = Schema<'HomeBoard'>;

export function getHomeBoard(): Promise<HomeBoard> {
  return api.get('/api/index/index');
}

export function getHomeBoardQueryOptions() {
  return queryOptions({ queryKey: homeKeys.board(), queryFn: getHomeBoard });
}

export function useHomeBoard() {
  return useQuery(getHomeBoardQueryOptions());
}
