import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { incomingMessage } from '@storefront/protocol/client/test-fixtures';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { bubblesOf, previewOf } from './message-kind';

function message(content: MessageContent, fromUID = 'm3'): ChatMessage {
  const channel = { channelID: 'cs_3', channelType: 7 };
  return incomingMessage({ content, fromUID, channel, isSentByMe: fromUID === 'u1' });
}

describe('list previews', () => {
  it('shows text as written, a picture as [image], system text with names, others as unsupported', () => {
    expect(previewOf(message({ kind: 'text', contentType: 1, text: '<b>hi</b>' }))).toEqual({
      kind: 'text',
      text: '<b>hi</b>',
    });
    expect(
      previewOf(message({ kind: 'image', contentType: 2, url: '/u.png', width: 4, height: 3 })),
    ).toMatchObject({ kind: 'image' });
    expect(
      previewOf(
        message({
          kind: 'system',
          contentType: 1001,
          content: '{0} joined',
          extra: [{ uid: 'u1', name: 'Ann' }],
        }),
      ),
    ).toEqual({ kind: 'system', text: 'Ann joined' });
    expect(previewOf(message({ kind: 'unknown', contentType: 0, realContentType: 77 }))).toEqual({
      kind: 'unsupported',
    });
    expect(previewOf(undefined)).toEqual({ kind: 'none' });
  });
});

describe('bubbles', () => {
  it('never shows commands, and applies the visibility lists', () => {
    const shown = message({ kind: 'text', contentType: 1, text: 'for all' });
    const command = message({ kind: 'command', contentType: 99, cmd: 'orderShipped', param: {} });
    const forOthers = message({ kind: 'text', contentType: 1, text: 'x', visibles: ['u2'] });
    const hiddenFromMe = message({ kind: 'text', contentType: 1, text: 'y', invisibles: ['u1'] });
    const forMe = message({ kind: 'text', contentType: 1, text: 'z', visibles: ['u1'] });
    expect(bubblesOf([shown, command, forOthers, hiddenFromMe, forMe], 'u1')).toEqual([
      shown,
      forMe,
    ]);
  });
});
