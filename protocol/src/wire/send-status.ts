/** Delivery state of a message: outgoing ones start as Wait, incoming ones are Normal. */
export const SendStatus = {
  Wait: 0,
  Normal: 1,
  Fail: 2,
} as const;

export type SendStatus = (typeof SendStatus)[keyof typeof SendStatus];
