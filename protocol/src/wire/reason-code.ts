/** Reason codes carried by CONNACK, SENDACK, SUBACK and DISCONNECT (spec section 8). */
export const ReasonCode = {
  unknown: 0,
  success: 1,
  authFail: 2,
  subscriberNotExist: 3,
  reasonInBlacklist: 4,
  reasonChannelNotExist: 5,
  reasonUserNotOnNode: 6,
  reasonSenderOffline: 7,
  msgKeyError: 8,
  payloadDecodeError: 9,
  forwardSendPacketError: 10,
  notAllowSend: 11,
  connectKick: 12,
  notInWhitelist: 13,
  queryTokenError: 14,
  systemError: 15,
  channelIDError: 16,
  nodeMatchError: 17,
  nodeNotMatch: 18,
  ban: 19,
  notSupportHeader: 20,
  clientKeyIsEmpty: 21,
  rateLimit: 22,
  notSupportChannelType: 23,
} as const;

export type ReasonCode = (typeof ReasonCode)[keyof typeof ReasonCode];

const names = new Map<number, string>(Object.entries(ReasonCode).map(([name, n]) => [n, name]));

/** Name of a reason code as in the spec table, or `unknown(<n>)` for a code the spec does not list. */
export function reasonCodeName(code: number): string {
  return names.get(code) ?? `unknown(${code})`;
}
