// Message content types (spec section 3). The type number travels inside the content JSON as `type`.

export const ContentType = {
  unknown: 0,
  text: 1,
  image: 2,
  stream: 98,
  cmd: 99,
  signalMessage: 21000,
  /**
   * The storefront's own types start at 10001, clear of the SDKs' built-in numbers (1 to 99, 199)
   * and of system messages (1000..2000): a product card, `{product_id, mer_id, name, price, image}`.
   */
  productCard: 10001,
} as const;

export type KnownContentType = (typeof ContentType)[keyof typeof ContentType];

/** System messages use every type from 1000 to 2000, both included. */
export const SYSTEM_CONTENT_TYPE_MIN = 1000;
export const SYSTEM_CONTENT_TYPE_MAX = 2000;

export function isSystemContentType(type: number): boolean {
  return (
    Number.isInteger(type) && type >= SYSTEM_CONTENT_TYPE_MIN && type <= SYSTEM_CONTENT_TYPE_MAX
  );
}
