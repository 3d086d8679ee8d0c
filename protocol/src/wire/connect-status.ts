/** States of the chat connection (spec section 4), numbered as in WuKongIM's web SDK. */
export const ConnectStatus = {
  Disconnect: 0,
  Connected: 1,
  Connecting: 2,
  ConnectFail: 3,
  ConnectKick: 4,
} as const;

export type ConnectStatus = (typeof ConnectStatus)[keyof typeof ConnectStatus];
