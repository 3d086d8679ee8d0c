/** What the refund address carries: `/refund/{id}/{sn}/{product_ids}/{amount}`. */
export interface RefundRoute {
  orderId: number | undefined;
  sn: string | undefined;
  /** The products concerned (`31,40`); empty means the whole order. */
  productIds: number[];
  /** The amount to suggest, as typed on the wire ("85.10"). */
  amount: string | undefined;
}

const positiveInteger = /^[1-9][0-9]{0,15}$/;
const amountText = /^(0|[1-9][0-9]*)(\.[0-9]{1,2})?$/;

/** Reads the route parameters leniently: a malformed part is treated as absent. */
export function readRefundRoute(params: {
  id?: string | undefined;
  sn?: string | undefined;
  product_ids?: string | undefined;
  amount?: string | undefined;
}): RefundRoute {
  const ids = (params.product_ids ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => positiveInteger.test(part))
    .map(Number);
  return {
    orderId: params.id && positiveInteger.test(params.id) ? Number(params.id) : undefined,
    sn: params.sn && /^[0-9]{1,32}$/.test(params.sn) ? params.sn : undefined,
    productIds: [...new Set(ids)],
    amount: params.amount && amountText.test(params.amount) ? params.amount : undefined,
  };
}
