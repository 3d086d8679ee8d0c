import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { aboutProductOf, type AboutProduct } from '@/lib/chat-about-product';
import { useChatRuntime, useChatSnapshot, useOpenChannel, useTimeline } from '@/chat/chat-hooks';
import { CloseIcon, ImageIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import type { Channel } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { useChannelInfo } from './api/get-channel-info';
import { merchantOf, PLATFORM_CHANNEL_ID } from './chat-channel';
import { ConnectionBanner } from './connection-banner';
import { MessageBubble, ProductCard } from './message-bubble';
import { bubblesOf } from './message-kind';
import './chat.css';
import { paths } from '@/routing/paths';

/** The contract's upload limit (contracts/README.md, "Uploads"). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Within this distance of the top, the older page loads. */
const OLDER_THRESHOLD_PX = 80;

/** The pixel size of a picture, for the bubble's shape before it loads (0 when unknown). */
async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** The conversation with one shop's (or the platform's) customer service. */
export function ConversationScreen({ channel, title }: { channel: Channel; title: string }) {
  const { t } = useTranslation();
  const runtime = useChatRuntime();
  const { uid } = useChatSnapshot();
  const timeline = useTimeline(channel);
  const info = useChannelInfo(channel);
  useOpenChannel(channel);
  const [draft, setDraft] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  // Opened from a product of this shop: its card goes with the first message (or is removed).
  const [about, setAbout] = useState<AboutProduct | undefined>(() => {
    const product = aboutProductOf(location.state);
    return product && String(product.merId) === merchantOf(channel) ? product : undefined;
  });
  const dropAbout = () => {
    setAbout(undefined);
    // Not again after a reload or Back and forth.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  const list = useRef<HTMLOListElement>(null);
  const bubbles = bubblesOf(timeline.messages, uid);
  const first = bubbles[0]?.clientMsgNo;
  const last = bubbles[bubbles.length - 1];
  const lastKey = last
    ? `${last.clientMsgNo}:${last.content.kind === 'text' ? last.content.text.length : 0}`
    : '';
  const scrollState = useRef({ first: '', height: 0 });

  // New messages at the end keep the view at the bottom; an older page above keeps the place.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = scrollState.current;
    if (before.first !== '' && first !== before.first && before.height > 0) {
      element.scrollTop += element.scrollHeight - before.height;
    } else {
      element.scrollTop = element.scrollHeight;
    }
    scrollState.current = { first: first ?? '', height: element.scrollHeight };
  }, [first, lastKey]);

  const onScroll = () => {
    const element = list.current;
    if (!element || !runtime) return;
    scrollState.current.height = element.scrollHeight;
    if (element.scrollTop < OLDER_THRESHOLD_PX && timeline.hasOlder && timeline.state === 'ready') {
      void runtime.loadOlder(channel);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!runtime || text === '') return;
    if (about) {
      runtime.sendProductCard(channel, about);
      dropAbout();
    }
    runtime.sendText(channel, text);
    setDraft('');
  };

  const pickImage = async (file: File | undefined) => {
    if (!file || !runtime) return;
    if (!file.type.startsWith('image/')) return toast.fail(t('chat.detail.notImage'));
    if (file.size > MAX_IMAGE_BYTES) return toast.fail(t('chat.detail.tooLarge'));
    const { width, height } = await imageSize(file);
    runtime.sendImage(channel, file, width, height);
  };

  const retry = (message: ChatMessage) => runtime?.retry(message);
  const cancelUpload = (message: ChatMessage) => {
    runtime?.cancelUpload(message);
    toast.info(t('chat.detail.uploadCancelled'));
  };

  // A shop by its own name; the platform's service by the translated `title` (the chat server
  // names it in English).
  const shopName = (channel.channelID !== PLATFORM_CHANNEL_ID && info.data?.title) || title;
  return (
    <div className="chat-screen">
      <ScreenHeader
        title={shopName}
        fallbackPath={paths.chatRoom()}
        action={
          info.data?.logo ? (
            <img className="chat-header-logo" src={info.data.logo} alt="" />
          ) : undefined
        }
      />
      <ConnectionBanner />
      <ol
        ref={list}
        className="chat-log"
        // Scrollable with the keyboard too (older messages load on scrolling up).
        tabIndex={0}
        aria-label={t('chat.detail.log')}
        aria-live="polite"
        aria-relevant="additions"
        onScroll={onScroll}
      >
        {timeline.state === 'older' && (
          <li className="chat-log-note" role="status">
            {t('chat.detail.loadingOlder')}
          </li>
        )}
        {timeline.state === 'ready' && !timeline.hasOlder && bubbles.length > 0 && (
          <li className="chat-log-note">{t('chat.detail.start')}</li>
        )}
        {timeline.state === 'loading' && bubbles.length === 0 && (
          <li className="chat-log-skeleton" aria-hidden="true">
            <Skeleton width="60%" height="2.5rem" radius="var(--radius-lg)" />
            <Skeleton width="45%" height="2.5rem" radius="var(--radius-lg)" />
            <Skeleton width="70%" height="2.5rem" radius="var(--radius-lg)" />
          </li>
        )}
        {timeline.state === 'error' && (
          <li>
            <LoadError onRetry={() => runtime?.loadLatest(channel)} />
          </li>
        )}
        {timeline.state === 'ready' && bubbles.length === 0 && (
          <li className="chat-log-note">{t('chat.detail.empty')}</li>
        )}
        {bubbles.map((message) => (
          <MessageBubble
            key={message.clientMsgNo || message.messageID}
            message={message}
            upload={timeline.uploads.get(message.clientMsgNo)}
            streaming={timeline.streaming.includes(message.clientMsgNo)}
            onRetry={retry}
            onCancelUpload={cancelUpload}
          />
        ))}
      </ol>
      {about && (
        <section className="chat-about" aria-label={t('chat.detail.aboutProduct')}>
          <ProductCard
            product={{
              kind: 'product',
              productID: about.id,
              merchantID: about.merId,
              name: about.name,
              price: about.price,
              image: about.image,
            }}
          />
          <p className="chat-about-note">{t('chat.detail.productWillSend')}</p>
          <button
            type="button"
            className="chat-about-remove"
            aria-label={t('chat.detail.removeProduct')}
            onClick={dropAbout}
          >
            <CloseIcon size="1rem" color="currentColor" />
          </button>
        </section>
      )}
      <form className="chat-composer" onSubmit={send}>
        <label className="chat-image-button">
          <ImageIcon size="1.5rem" color="currentColor" />
          <input
            type="file"
            accept="image/*"
            aria-label={t('chat.detail.sendImage')}
            className="visually-hidden"
            disabled={!runtime}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void pickImage(file);
            }}
          />
        </label>
        <label htmlFor="chat-draft" className="visually-hidden">
          {t('chat.detail.messageLabel')}
        </label>
        <input
          id="chat-draft"
          className="chat-input"
          value={draft}
          maxLength={2000}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('chat.detail.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={!runtime || draft.trim() === ''}
        >
          {t('chat.detail.send')}
        </button>
      </form>
    </div>
  );
}
