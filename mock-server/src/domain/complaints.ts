import { getMerchant } from './catalog';
import { clock } from './clock';
import { fail } from './failure';
import { getOrder } from './orders';
import type { Db } from '../store/db';
import { complaintFromRow } from '../store/rows/complaints';
import type { Complaint } from '../store/state';

/**
 * A complaint about a shop (by its id, or through one of the shopper's orders), or a platform
 * complaint or suggestion (no shop, no order).
 */
export function fileComplaint(
  db: Db,
  userId: number,
  about: { merchantId?: number; orderId?: number },
  content: string,
  certificate: string[],
): Complaint {
  const order = about.orderId !== undefined ? getOrder(db, userId, about.orderId) : undefined;
  const merchantId = about.merchantId ?? order?.merchantId;
  if (merchantId !== undefined) getMerchant(db, merchantId);
  const row = db.first(
    db.q
      .insertInto('complaints')
      .values({
        userId,
        target: merchantId === undefined ? 'platform' : 'shop',
        merchantId: merchantId ?? null,
        orderId: order?.id ?? null,
        content: content.trim(),
        certificate: JSON.stringify(certificate),
        createdAt: clock.now(),
      })
      .returningAll(),
  );
  return complaintFromRow(row ?? fail('not_found', 'complaint'));
}
