import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from './channel';
import { channelOf } from './channel';
import { silentLogger } from './log';
import type { ChatMessage } from './message';
import { emptyRemoteExtra } from './message';
import { ReceiptQueue } from './receipt-queue';
import { incomingMessage } from './test-fixtures';

const shop = channelOf('merchant-9', 1);

describe('read receipt queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(read = async () => {}) {
    const reports: [Channel, string[]][] = [];
    const queue = new ReceiptQueue(
      {
        messageRead: async (channel: Channel, messages: ChatMessage[]) => {
          reports.push([channel, messages.map((m) => m.messageID)]);
          await read();
        },
      },
      silentLogger,
      2000,
    );
    return { queue, reports };
  }

  it('reports queued messages every 2 s, only those not already read, once each', async () => {
    const { queue, reports } = setup();
    const unread = incomingMessage({ channel: shop });
    const alreadyRead = incomingMessage({
      channel: shop,
      remoteExtra: { ...emptyRemoteExtra(), readed: true },
    });
    queue.add(shop, [unread, alreadyRead, unread]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(reports).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports).toEqual([[shop, [unread.messageID]]]);
    expect(unread.remoteExtra.readed).toBe(true);
    queue.add(shop, [unread]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(reports).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    queue.dispose();
  });

  it('keeps receipts whose report failed and retries on the next tick', async () => {
    let fail = true;
    const { queue, reports } = setup(async () => {
      if (fail) throw new Error('network');
    });
    const message = incomingMessage({ channel: shop });
    queue.add(shop, [message]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(message.remoteExtra.readed).toBe(false);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(reports).toHaveLength(2);
    expect(message.remoteExtra.readed).toBe(true);
    expect(queue.pending).toBe(0);
    queue.dispose();
  });

  it('raises a clear error when no message-read provider is set', () => {
    const queue = new ReceiptQueue({}, silentLogger, 2000);
    expect(() => queue.add(shop, [incomingMessage()])).toThrow(/messageRead/);
  });
});
