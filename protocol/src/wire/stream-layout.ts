import { SettingBit } from './setting';

/**
 * How a streamed RECV is laid out on versions 2 to 4 (from version 5 there are no stream fields):
 *
 * - `'spec'`: the spec's layout, WuKongIM's since February 2025 (Go protocol library, web SDK
 *   1.3.0): stream bit 0x02; after clientMsgNo `streamFlag` u8, `streamNo` string, `streamId` u64.
 * - `'2024'`: the layout web SDKs 1.0.4 to 1.2.11 read: stream bit 0x04; after clientMsgNo
 *   `streamNo` string, `streamSeq` u32, `streamFlag` u8.
 *
 * Both announce protocol 4, so the version cannot tell them apart: the connection chooses.
 */
export type StreamLayout = 'spec' | '2024';

export const DEFAULT_STREAM_LAYOUT: StreamLayout = 'spec';

/** The setting bit that says "streamed" in a layout. */
export function streamBitOf(layout: StreamLayout): number {
  return layout === '2024' ? SettingBit.streamOn2024 : SettingBit.streamOn;
}
