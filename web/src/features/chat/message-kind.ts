import type { ChatMessage } from '@storefront/protocol/client/message';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { systemDisplayText } from '@storefront/protocol/content/system-text';
import { isVisibleTo } from '@storefront/protocol/content/visibility';

/** How a message shows, whatever came over the wire. */
export type Shown =
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string; width: number; height: number }
  | { kind: 'system'; text: string }
  | {
      kind: 'product';
      productID: number;
      merchantID: number;
      name: string;
      price: string;
      image: string;
    }
  | { kind: 'unsupported' };

export function shownContent(content: MessageContent): Shown | undefined {
  switch (content.kind) {
    case 'text':
      return { kind: 'text', text: content.text };
    case 'image':
      return { kind: 'image', url: content.url, width: content.width, height: content.height };
    case 'system':
      return { kind: 'system', text: systemDisplayText(content) };
    case 'product':
      // A card without a product to link to says nothing.
      if (content.productID <= 0) return { kind: 'unsupported' };
      return {
        kind: 'product',
        productID: content.productID,
        merchantID: content.merchantID,
        name: content.name,
        price: content.price,
        image: content.image,
      };
    case 'command':
      // Signals for the app, never a bubble.
      return undefined;
    default:
      return { kind: 'unsupported' };
  }
}

/** The bubbles of a conversation: no commands, only what the visibility rule lets me see. */
export function bubblesOf(messages: readonly ChatMessage[], myUid: string): ChatMessage[] {
  return messages.filter(
    (m) => m.content.kind !== 'command' && !m.isDeleted && isVisibleTo(m.content, myUid),
  );
}

/** The one line of the conversation list under the shop's name. */
export type Preview = Shown | { kind: 'none' };

export function previewOf(message: ChatMessage | undefined): Preview {
  if (!message) return { kind: 'none' };
  return shownContent(message.content) ?? { kind: 'none' };
}
