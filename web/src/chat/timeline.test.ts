import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { incomingMessage } from '@storefront/protocol/client/test-fixtures';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import {
  applyStreamPiece,
  emptyTimeline,
  mergeMessages,
  newestSeq,
  oldestSeq,
  type Timeline,
} from './timeline';

function text(seq: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return incomingMessage({
    messageID: seq > 0 ? String(1000 + seq) : '',
    messageSeq: seq,
    clientMsgNo: `c${seq}`,
    fromUID: 'm3',
    channel: { channelID: 'cs_3', channelType: 7 },
    timestamp: 1_700_000_000 + seq,
    content: { kind: 'text', contentType: 1, text: body },
    ...extra,
  });
}

const texts = (timeline: Timeline) =>
  timeline.messages.map((m) => (m.content.kind === 'text' ? m.content.text : '?'));

describe('a conversation timeline', () => {
  it('keeps each message once and in sequence, whatever order and however often pages and live copies arrive', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }), { maxLength: 8 }),
        (pages) => {
          let timeline = emptyTimeline;
          for (const [i, page] of pages.entries()) {
            const messages = page.map((seq) => text(seq, `m${seq}`));
            timeline = mergeMessages(timeline, messages, i % 2 ? 'live' : 'history');
          }
          const seqs = timeline.messages.map((m) => m.messageSeq);
          const expected = [...new Set(pages.flat())].sort((a, b) => a - b);
          expect(seqs).toEqual(expected);
        },
      ),
    );
  });

  it('puts messages waiting for the server after the stored ones, and the acknowledged copy replaces the waiting one', () => {
    const waiting = text(0, 'on its way', { clientMsgNo: 'mine-1', isSentByMe: true, status: 0 });
    let timeline = mergeMessages(emptyTimeline, [waiting], 'live');
    timeline = mergeMessages(timeline, [text(1, 'older'), text(2, 'newer')], 'history');
    expect(texts(timeline)).toEqual(['older', 'newer', 'on its way']);
    const acknowledged = { ...waiting, messageSeq: 3, messageID: '1003', status: 1 as const };
    timeline = mergeMessages(timeline, [acknowledged], 'live');
    expect(timeline.messages.map((m) => [m.messageSeq, m.status])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(oldestSeq(timeline)).toBe(1);
    expect(newestSeq(timeline)).toBe(3);
  });

  it('grows a streamed answer piece by piece until END, and a history copy does not cut it short meanwhile', () => {
    const start = text(5, 'I can ', {
      streamNo: 's-1',
      setting: { receiptEnabled: false, topic: false, streamOn: true },
    });
    const piece = (data: string, flag: StreamFlag) =>
      text(5, '', {
        streamNo: 's-1',
        streamFlag: flag,
        content: { kind: 'stream', contentType: 98, data: new TextEncoder().encode(data) },
      });
    let timeline = mergeMessages(emptyTimeline, [start], 'live');
    expect(timeline.streaming).toEqual(['c5']);
    timeline = applyStreamPiece(timeline, piece('help ', StreamFlag.ING));
    timeline = mergeMessages(timeline, [text(5, 'I can ')], 'history');
    timeline = applyStreamPiece(timeline, piece('you.', StreamFlag.ING));
    expect(texts(timeline)).toEqual(['I can help you.']);
    timeline = applyStreamPiece(timeline, piece('', StreamFlag.END));
    expect(timeline.streaming).toEqual([]);
    expect(texts(timeline)).toEqual(['I can help you.']);
    // After the end, a piece for it changes nothing.
    expect(applyStreamPiece(timeline, piece('again', StreamFlag.ING))).toBe(timeline);
    // A history page read mid-stream and answered late does not cut it back.
    timeline = mergeMessages(timeline, [text(5, 'I can help ')], 'history');
    expect(texts(timeline)).toEqual(['I can help you.']);
  });
});
