/** Position of a RECV within a streamed message. */
export const StreamFlag = {
  START: 0,
  ING: 1,
  END: 2,
} as const;

export type StreamFlag = (typeof StreamFlag)[keyof typeof StreamFlag];
