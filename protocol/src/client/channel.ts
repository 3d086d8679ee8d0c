import { DEFAULT_CHANNEL_TYPE } from '../constants';

/** A conversation place: a person (one-to-one), a group or a customer-service room. */
export interface Channel {
  readonly channelID: string;
  readonly channelType: number;
}

export function channelOf(channelID: string, channelType: number = DEFAULT_CHANNEL_TYPE): Channel {
  return { channelID, channelType };
}

/** The channel key: id and type joined with a dash, e.g. `shop-12-7`. */
export function channelKey(channel: Channel): string {
  return `${channel.channelID}-${channel.channelType}`;
}

/**
 * Reads a channel key back. The type is after the last dash, because channel ids may contain dashes
 * themselves; a key without a numeric type gives undefined.
 */
export function channelFromKey(key: string): Channel | undefined {
  const dash = key.lastIndexOf('-');
  if (dash <= 0) return undefined;
  const typeText = key.slice(dash + 1);
  if (!/^\d+$/.test(typeText)) return undefined;
  return { channelID: key.slice(0, dash), channelType: Number(typeText) };
}

export function isSameChannel(a: Channel, b: Channel): boolean {
  return a.channelID === b.channelID && a.channelType === b.channelType;
}
