// The chat protocol's business constants (spec section 9), in one place so the client runtime, the
// chat gateway and the tests agree on them.

/** Protocol version this code speaks; it changes the layout of CONNACK, SEND and RECV. */
export const PROTOCOL_VERSION = 4;

/** Device flag sent in CONNECT: 1 is the web. */
export const DEVICE_FLAG = 1;

/** Default device id value kept by the crypto helper (the official SDK's SecurityManager). */
export const DEFAULT_DEVICE_ID = 2;

/** Interval between two PINGs while connected. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** How long the client waits for a PONG before it counts a missed ping. */
export const PONG_TIMEOUT_MS = 3_000;

/** Missed pings tolerated; one more and the client reconnects. */
export const PING_MAX_RETRIES = 3;

/** Delay the client reports while it gives up on a silent connection. */
export const PING_TIMEOUT_DELAY_REPORT = 9_999;

/** Wait before reconnecting after a close or an error. */
export const RECONNECT_DELAY_MS = 3_000;

/** Read receipts are gathered and flushed at this interval. */
export const RECEIPT_FLUSH_INTERVAL_MS = 2_000;

/** The send queue is drained at this interval ... */
export const SEND_INTERVAL_MS = 100;

/** ... this many packets at a time. */
export const SEND_BATCH_SIZE = 5;

/** Version of the client library this runtime stands in for. */
export const CLIENT_LIBRARY_VERSION = '1.2.8';

/** Channel type used when none is given. */
export const DEFAULT_CHANNEL_TYPE = 7;

/** Page size when syncing message extras. */
export const MESSAGE_EXTRAS_SYNC_LIMIT = 100;

/** Content types from this one to SYSTEM_MESSAGE_TYPE_MAX (inclusive) are system messages. */
export const SYSTEM_MESSAGE_TYPE_MIN = 1000;

/** Upper bound (inclusive) of the system message content types. */
export const SYSTEM_MESSAGE_TYPE_MAX = 2000;
