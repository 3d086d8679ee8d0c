import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, type Schema } from '@/api/api';
import type { DirectItem } from '@/ui/direct-checkout';
import { checkoutKeys } from '@/api/query-keys';

export type CheckoutPreview = Schema<'CheckoutPreview'>;

export interface CheckoutChoice {
  /** The chosen address; the server takes the default one when absent. */
  addressId?: number;
  promoCode?: string;
  /** Products checked out directly (buy now, buy again); absent: the cart's selected lines. */
  items?: DirectItem[];
}

/**
 * POST /api/order/preview: the selected lines (or the direct items) per shop with freight,
 * discount and totals.
 */
export function previewCheckout(
  { addressId, promoCode, items }: CheckoutChoice,
  signal?: AbortSignal,
): Promise<CheckoutPreview> {
  return api.post('/api/order/preview', {
    body: {
      ...(addressId !== undefined ? { address_id: addressId } : {}),
      ...(promoCode ? { promo_code: promoCode } : {}),
      ...(items ? { items } : {}),
    },
    signal,
    toast: false,
  });
}

export const getCheckoutPreviewQueryOptions = (choice: CheckoutChoice) =>
  queryOptions({
    // Under ['checkout']: every cart change invalidates it.
    queryKey: checkoutKeys.preview(choice),
    queryFn: ({ signal }) => previewCheckout(choice, signal),
    staleTime: 0,
    // The preview is a POST, so the client's duplicate guard refuses the same one within 1 s
    // (a refetch right after a cart change): ask again once the window has passed.
    retry: (count, error) =>
      isApiError(error) &&
      (error.failure === 'duplicate' || error.failure === 'network') &&
      count < 2,
    retryDelay: 1100,
  });

export function useCheckoutPreview(choice: CheckoutChoice, enabled = true) {
  return useQuery({
    ...getCheckoutPreviewQueryOptions(choice),
    placeholderData: keepPreviousData,
    enabled,
  });
}
