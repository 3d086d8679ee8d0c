import { pageOfQuery, type PageRequest, type Page } from './paging';
import { clock } from './clock';
import { fail } from './failure';
import { completeOrder, getOrder } from './orders';
import type { Db } from '../store/db';
import { reviewFromRow } from '../store/rows/catalog';
import { OrderStatus } from '../store/state';
import type { Review } from '../store/state';

export interface ReviewRequest {
  orderId: number;
  productId?: number;
  content: string;
  productScore: number;
  serviceScore: number;
  postageScore: number;
  pictures: string[];
}

/** Reviews a received order (one review per order); the order then counts as completed. */
export function addReview(db: Db, userId: number, request: ReviewRequest): Review {
  const order = getOrder(db, userId, request.orderId);
  if (order.status !== OrderStatus.received && order.status !== OrderStatus.completed)
    fail('review_not_allowed');
  if (order.reviewed) fail('already_reviewed');
  const productId = request.productId ?? order.lines[0]?.productId ?? fail('not_found', 'product');
  if (!order.lines.some((line) => line.productId === productId)) fail('not_found', 'product');
  const row = db.first(
    db.q
      .insertInto('reviews')
      .values({
        userId,
        orderId: order.id,
        productId,
        merchantId: order.merchantId,
        content: request.content.trim(),
        productScore: request.productScore,
        serviceScore: request.serviceScore,
        postageScore: request.postageScore,
        pictures: JSON.stringify(request.pictures),
        createdAt: clock.now(),
      })
      .returningAll(),
  );
  db.run(
    db.q
      .updateTable('orders')
      .set({ reviewed: 1 })
      .where('id', '=', order.id)
      .where('userId', '=', userId),
  );
  completeOrder(db, order);
  return row ? reviewFromRow(row) : fail('not_found', 'review');
}

/** One page of a product's reviews, newest first. */
export function reviewsOfProduct(
  db: Db,
  productId: number,
  request: PageRequest = {},
): Page<Review> {
  const found = db.q.selectFrom('reviews').where('productId', '=', productId);
  return pageOfQuery(db, request, found, found.selectAll().orderBy('id', 'desc'), reviewFromRow);
}

/** How many reviews a product has and the mean of their product scores (0 without reviews). */
export function productRating(db: Db, productId: number): { count: number; mean: number } {
  const found = db.first(
    db.q
      .selectFrom('reviews')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('productScore'), eb.lit(0)).as('sum'),
      ])
      .where('productId', '=', productId),
  );
  const count = found?.count ?? 0;
  return { count, mean: count ? (found?.sum ?? 0) / count : 0 };
}
