import { useMutation } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type ComplaintRequest = Schema<'ComplaintRequest'>;

/** POST /api/user/complain: about a shop (`mer_id`), an order (`order_id`), or both. */
export function fileComplaint(complaint: ComplaintRequest) {
  return api.post('/api/user/complain', { body: complaint });
}

/** Nothing the shopper sees lists complaints, so there is nothing to invalidate. */
export function useFileComplaint() {
  return useMutation({ mutationFn: fileComplaint });
}
