import { getMerchant } from './catalog';
import { clock } from './clock';
import { getOrder } from './orders';
import { nextId } from '../store/state';
import type { Complaint, State } from '../store/state';

/**
 * A complaint about a shop (by its id, or through one of the shopper's orders), or a platform
 * complaint or suggestion (no shop, no order).
 */
export function fileComplaint(
  state: State,
  userId: number,
  about: { merchantId?: number; orderId?: number },
  content: string,
  certificate: string[],
): Complaint {
  const order = about.orderId !== undefined ? getOrder(state, userId, about.orderId) : undefined;
  const merchantId = about.merchantId ?? order?.merchantId;
  if (merchantId !== undefined) getMerchant(state, merchantId);
  const complaint: Complaint = {
    id: nextId(state, 'complaint'),
    userId,
    target: merchantId === undefined ? 'platform' : 'shop',
    merchantId: merchantId ?? null,
    orderId: order?.id ?? null,
    content: content.trim(),
    certificate,
    createdAt: clock.now(),
  };
  state.complaints.push(complaint);
  return complaint;
}
