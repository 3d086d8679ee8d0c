import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { incomingMessage } from '@storefront/protocol/client/test-fixtures';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { MessageBubble } from './message-bubble';

const CS_3 = { channelID: 'cs_3', channelType: 7 };

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

function productCard(content: Partial<Extract<MessageContent, { kind: 'product' }>>) {
  const message = incomingMessage({
    messageID: '8',
    fromUID: 'u1',
    channel: CS_3,
    content: {
      kind: 'product',
      contentType: ContentType.productCard,
      productID: 30,
      merchantID: 3,
      name: 'Trail Bottle 750 ml',
      price: '18.90',
      image: '/uploads/catalog/product-30.svg',
      ...content,
    },
  });
  return render(
    <MemoryRouter>
      <ul>
        <MessageBubble
          message={message}
          upload={undefined}
          streaming={false}
          onRetry={() => {}}
          onCancelUpload={() => {}}
        />
      </ul>
    </MemoryRouter>,
  );
}

describe('product cards', () => {
  it('show the picture, name and price, and link to the product', () => {
    const { container } = productCard({});
    const link = screen.getByRole('link', { name: 'Product: Trail Bottle 750 ml, $18.90' });
    expect(link.getAttribute('href')).toBe('/detail/30/3');
    expect(link.textContent).toContain('Trail Bottle 750 ml');
    expect(link.textContent).toContain('$18.90');
    expect(link.textContent).toContain('View product');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/catalog/product-30.svg',
    );
  });

  it('never load a picture from another host', () => {
    const { container } = productCard({ image: 'https://tracker.example/pixel.gif' });
    expect(screen.getByRole('link', { name: /Trail Bottle/ })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('without a product to open show as an unsupported message', () => {
    productCard({ productID: 0 });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Unsupported message')).toBeTruthy();
  });
});
