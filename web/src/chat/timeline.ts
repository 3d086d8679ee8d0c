import type { ChatMessage } from '@storefront/protocol/client/message';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';

/** What one conversation screen shows: the channel's messages, oldest first. */
export interface Timeline {
  readonly messages: readonly ChatMessage[];
  /** The first page of history arrived. */
  readonly loaded: boolean;
  /** Older history remains on the server. */
  readonly hasOlder: boolean;
  /** Keys of streamed messages still growing. */
  readonly streaming: readonly string[];
}

export const emptyTimeline: Timeline = {
  messages: [],
  loaded: false,
  hasOlder: false,
  streaming: [],
};

/**
 * One message, whichever way it came (sent here, received live, read from history, resent after a
 * reconnect): the clientMsgNo is kept by every copy, the messageID only once the server stored it.
 */
export function messageKey(message: ChatMessage): string {
  return message.clientMsgNo || `id:${message.messageID}`;
}

/** Stored ones by sequence; those still waiting for the server (seq 0) after them, as sent. */
function byPosition(a: ChatMessage, b: ChatMessage): number {
  const seqA = a.messageSeq > 0 ? a.messageSeq : Number.POSITIVE_INFINITY;
  const seqB = b.messageSeq > 0 ? b.messageSeq : Number.POSITIVE_INFINITY;
  if (seqA !== seqB) return seqA < seqB ? -1 : 1;
  return a.timestamp - b.timestamp || a.clientSeq - b.clientSeq;
}

/**
 * A streamed answer already shown longer than the history copy (a page read while it was still
 * streaming may arrive after its end): the shown text stays.
 */
function grewFrom(known: ChatMessage, copy: ChatMessage): boolean {
  return (
    known.content.kind === 'text' &&
    copy.content.kind === 'text' &&
    known.content.text.length > copy.content.text.length &&
    known.content.text.startsWith(copy.content.text)
  );
}

/**
 * Adds or replaces messages (no duplicates: the same message twice is one bubble). A live
 * message with the stream setting starts growing; a growing one keeps its text until it ends.
 */
export function mergeMessages(
  timeline: Timeline,
  incoming: readonly ChatMessage[],
  origin: 'live' | 'history',
): Timeline {
  if (incoming.length === 0) return timeline;
  const byKey = new Map(timeline.messages.map((m) => [messageKey(m), m]));
  const streaming = new Set(timeline.streaming);
  for (const message of incoming) {
    const key = messageKey(message);
    const known = byKey.get(key);
    if (known && (streaming.has(key) || (origin === 'history' && grewFrom(known, message)))) {
      byKey.set(key, { ...message, content: known.content });
      continue;
    }
    byKey.set(key, { ...message });
    if (origin === 'live' && message.setting.streamOn && !message.isSentByMe) streaming.add(key);
  }
  return {
    ...timeline,
    messages: [...byKey.values()].sort(byPosition),
    streaming: [...streaming],
  };
}

const utf8 = new TextDecoder();

/**
 * A piece of a streamed message (after its START): its text is appended to the message it
 * continues (same streamNo, or same messageID); END stops the growing.
 */
export function applyStreamPiece(timeline: Timeline, piece: ChatMessage): Timeline {
  const index = timeline.messages.findIndex(
    (m) =>
      (piece.streamNo !== '' && m.streamNo === piece.streamNo) ||
      (piece.messageID !== '' && m.messageID === piece.messageID),
  );
  const target = timeline.messages[index];
  if (!target) return timeline;
  const key = messageKey(target);
  const ended = piece.streamFlag === StreamFlag.END;
  const added = piece.content.kind === 'stream' ? utf8.decode(piece.content.data) : '';
  if (!timeline.streaming.includes(key)) return timeline;
  const grown =
    target.content.kind === 'text' && added !== ''
      ? { ...target, content: { ...target.content, text: target.content.text + added } }
      : target;
  const messages = [...timeline.messages];
  messages[index] = grown;
  return {
    ...timeline,
    messages,
    streaming: ended ? timeline.streaming.filter((k) => k !== key) : timeline.streaming,
  };
}

/** The oldest stored sequence shown, the bound for the next older page (0: none yet). */
export function oldestSeq(timeline: Timeline): number {
  for (const message of timeline.messages) if (message.messageSeq > 0) return message.messageSeq;
  return 0;
}

/** The newest stored sequence shown, from which a reconnect fetches what it missed. */
export function newestSeq(timeline: Timeline): number {
  let newest = 0;
  for (const message of timeline.messages) newest = Math.max(newest, message.messageSeq);
  return newest;
}
