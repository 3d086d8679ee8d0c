import { getMerchant } from './catalog';
import { clock } from './clock';
import { nextId } from '../store/state';
import type { Complaint, State } from '../store/state';

/** A complaint about a shop, or (merchantId null) a platform complaint or suggestion. */
export function fileComplaint(
  state: State,
  userId: number,
  merchantId: number | null,
  content: string,
  certificate: string[],
): Complaint {
  if (merchantId !== null) getMerchant(state, merchantId);
  const complaint: Complaint = {
    id: nextId(state, 'complaint'),
    userId,
    merchantId,
    content: content.trim(),
    certificate,
    createdAt: clock.now(),
  };
  state.complaints.push(complaint);
  return complaint;
}
