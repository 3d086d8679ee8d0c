import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrderDetail, type OrderDetail } from '@/api/order-detail';
import { EmptyState } from './empty-state';
import { QueryState } from './query-state';
import { FormOutline } from './form-outline';
import './button.css';
import './form-screen.css';

export interface AfterSaleOrderProps {
  /** The order named in the address; undefined when the address names none (or a wrong one). */
  orderId: number | undefined;
  /** What the screen says when no order is named, and the orders list it points to. */
  noOrder: { title: string; body: string; ordersPath: string; ordersLabel: string };
  /** Heights of the form's blocks, drawn as placeholders while the order loads. */
  placeholder: readonly string[];
  /** The screen's content once the order is there. */
  children: (order: OrderDetail) => ReactNode;
}

/**
 * The order an after-sale screen (refund, review) is about, and what it shows before the order is
 * there: no order named (a way to the orders), the form's outline while it loads, a retry when it
 * cannot be loaded.
 */
export function AfterSaleOrder({ orderId, noOrder, placeholder, children }: AfterSaleOrderProps) {
  const order = useOrderDetail(orderId);
  if (orderId === undefined) {
    return (
      <EmptyState
        title={noOrder.title}
        body={noOrder.body}
        action={
          <Link to={noOrder.ordersPath} className="button button-primary">
            {noOrder.ordersLabel}
          </Link>
        }
      />
    );
  }
  return (
    <QueryState query={order} pending={<FormOutline heights={placeholder} />}>
      {children}
    </QueryState>
  );
}
