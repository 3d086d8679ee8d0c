import type { ReactNode } from 'react';
import { LazyImage } from './lazy-image';
import './stack-list.css';
import './order-lines.css';

/** The products of an order or of one shop's checkout, one `OrderLine` each. */
export function OrderLines({ children }: { children: ReactNode }) {
  return <ul className="stack-list">{children}</ul>;
}

export interface OrderLineProps {
  image: string;
  /** The product's name, or a link to it. */
  name: ReactNode;
  /** The unit price, already written as money. */
  price: string;
  /** How many, already written in the shopper's language. */
  quantity: string;
}

/** One product: picture, name (two lines at most), unit price and how many. */
export function OrderLine({ image, name, price, quantity }: OrderLineProps) {
  return (
    <li className="order-line">
      <LazyImage className="order-line-picture" src={image} alt="" sizes="64px" />
      <span className="order-line-name">{name}</span>
      <span className="order-line-price">
        {price}
        <span className="order-line-quantity">{quantity}</span>
      </span>
    </li>
  );
}
