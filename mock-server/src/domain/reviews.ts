import { clock } from './clock';
import { fail } from './failure';
import { completeOrder, getOrder } from './orders';
import { nextId, OrderStatus } from '../store/state';
import type { Review, State } from '../store/state';

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
export function addReview(state: State, userId: number, request: ReviewRequest): Review {
  const order = getOrder(state, userId, request.orderId);
  if (order.status !== OrderStatus.received && order.status !== OrderStatus.completed)
    fail('review_not_allowed');
  if (order.reviewed) fail('already_reviewed');
  const productId = request.productId ?? order.lines[0]?.productId ?? fail('not_found', 'product');
  if (!order.lines.some((line) => line.productId === productId)) fail('not_found', 'product');
  const review: Review = {
    id: nextId(state, 'review'),
    userId,
    orderId: order.id,
    productId,
    merchantId: order.merchantId,
    content: request.content.trim(),
    productScore: request.productScore,
    serviceScore: request.serviceScore,
    postageScore: request.postageScore,
    pictures: request.pictures,
    createdAt: clock.now(),
  };
  state.reviews.push(review);
  order.reviewed = true;
  completeOrder(order);
  return review;
}

export function reviewsOfProduct(state: State, productId: number): Review[] {
  return state.reviews
    .filter((review) => review.productId === productId)
    .sort((a, b) => b.id - a.id);
}
