import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyRemoteExtra, type ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { startI18n } from '@/i18n/i18n';
import { MessageBubble } from './message-bubble';

beforeAll(async () => {
  await startI18n(['en']);
});

function picture(url: string): ChatMessage {
  const content: MessageContent = {
    kind: 'image',
    contentType: ContentType.image,
    url,
    width: 40,
    height: 30,
  };
  return {
    messageID: '7',
    messageSeq: 1,
    clientMsgNo: 'n-1',
    clientSeq: 0,
    streamNo: '',
    streamId: '',
    streamFlag: 0,
    fromUID: 'm3',
    channel: { channelID: 'cs_3', channelType: 7 },
    timestamp: 1,
    content,
    status: 1,
    header: { reddot: true, dup: false, noPersist: false, syncOnce: false },
    setting: { receiptEnabled: false, topic: false, streamOn: false },
    remoteExtra: emptyRemoteExtra(),
    voicePlaying: false,
    voiceRead: false,
    isDeleted: false,
    isSentByMe: false,
  };
}

function bubble(url: string) {
  return render(
    <ul>
      <MessageBubble
        message={picture(url)}
        upload={undefined}
        streaming={false}
        onRetry={() => {}}
        onCancelUpload={() => {}}
      />
    </ul>,
  );
}

describe('picture messages', () => {
  it('shows our own upload as a picture', () => {
    const { container } = bubble('/uploads/u/0123.png');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/u/0123.png');
  });

  it('never loads a picture from another host: a link naming the host instead', () => {
    const { container } = bubble('https://tracker.example/pixel.gif?reader=u1');
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'Picture from tracker.example (not loaded)' });
    expect(link.getAttribute('href')).toBe('https://tracker.example/pixel.gif?reader=u1');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });
});
