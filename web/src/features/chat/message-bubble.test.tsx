import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { incomingMessage } from '@storefront/protocol/client/test-fixtures';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { startI18n } from '@/i18n/i18n';
import { MessageBubble } from './message-bubble';

const CS_3 = { channelID: 'cs_3', channelType: 7 };

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
  return incomingMessage({ messageID: '7', fromUID: 'm3', content, channel: CS_3 });
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
