import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/routing/paths';
import type { UploadView } from '@/chat/chat-snapshot';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { AlertIcon, CheckIcon } from '@/ui/icons';
import type { ChatMessage } from '@storefront/protocol/client/message';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { SendStatus } from '@storefront/protocol/wire/send-status';
import { useTimeZone } from '@/i18n/date-time';
import { chatTime } from './chat-time';
import { shownContent, type Shown } from './message-kind';
import { pictureSource } from '@/lib/picture-source';

export interface MessageBubbleProps {
  message: ChatMessage;
  upload: UploadView | undefined;
  streaming: boolean;
  onRetry: (message: ChatMessage) => void;
  onCancelUpload: (message: ChatMessage) => void;
}

/** The text of a quoted message, one line. */
function QuotedText({ content }: { content: MessageContent | undefined }) {
  const { t } = useTranslation();
  const shown = content ? shownContent(content) : undefined;
  if (!shown) return null;
  if (shown.kind === 'image') return <>{t('chat.preview.image')}</>;
  if (shown.kind === 'product') return <>{t('chat.preview.product', { name: shown.name })}</>;
  if (shown.kind === 'unsupported') return <>{t('chat.preview.unsupported')}</>;
  return <>{shown.text}</>;
}

type ProductShown = Extract<Shown, { kind: 'product' }>;

/**
 * A product card: picture, name and price, the whole card a link to the product. Its picture is
 * loaded only from this site's uploads, like a picture message's (`pictureSource`).
 */
export function ProductCard({ product }: { product: ProductShown }) {
  const { t } = useTranslation();
  const money = useMoney();
  const source = product.image ? pictureSource(product.image, window.location.origin) : undefined;
  const picture = source?.kind === 'own' ? source.src : undefined;
  return (
    <Link
      className="chat-product"
      to={paths.detail(product.productID, product.merchantID)}
      aria-label={t('chat.detail.productCard', { name: product.name, price: money(product.price) })}
    >
      {picture ? (
        <LazyImage src={picture} alt="" className="chat-product-picture" />
      ) : (
        <span className="chat-product-picture" aria-hidden="true" />
      )}
      <span className="chat-product-text">
        <span className="chat-product-name">{product.name}</span>
        <span className="chat-product-price">{money(product.price)}</span>
        <span className="chat-product-open">{t('chat.detail.viewProduct')}</span>
      </span>
    </Link>
  );
}

function Body({ shown, upload }: { shown: Shown; upload: UploadView | undefined }) {
  const { t } = useTranslation();
  if (shown.kind === 'text') return <p className="chat-text">{shown.text}</p>;
  if (shown.kind === 'product') return <ProductCard product={shown} />;
  if (shown.kind === 'unsupported') {
    return <p className="chat-text chat-unsupported">{t('chat.detail.unsupported')}</p>;
  }
  if (shown.kind === 'image') {
    // Only our own uploads are fetched; the local preview of my upload is a blob: of this page.
    const source = shown.url ? pictureSource(shown.url, window.location.origin) : undefined;
    if (source?.kind === 'foreign') {
      const label = t('chat.detail.externalPicture', { host: source.host || '?' });
      return (
        <p className="chat-text chat-external-picture">
          {source.href ? (
            <a
              href={source.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              referrerPolicy="no-referrer"
            >
              {label}
            </a>
          ) : (
            label
          )}
        </p>
      );
    }
    const src = source?.src ?? upload?.previewUrl;
    const ratio = shown.width > 0 && shown.height > 0 ? `${shown.width} / ${shown.height}` : '1';
    return src ? (
      <img
        className="chat-image"
        src={src}
        alt={t('chat.detail.image')}
        style={{ aspectRatio: ratio }}
      />
    ) : (
      <p className="chat-text chat-unsupported">{t('chat.detail.image')}</p>
    );
  }
  return null;
}

/**
 * One message: text is rendered as text (markup shows, never runs), pictures with their upload,
 * system messages as a centred line; my messages carry their sending state.
 */
export function MessageBubble({
  message,
  upload,
  streaming,
  onRetry,
  onCancelUpload,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const shown = shownContent(message.content);
  if (!shown) return null;
  if (shown.kind === 'system') {
    return (
      <li className="chat-system">
        <span>{shown.text}</span>
      </li>
    );
  }
  const { mention, reply } = message.content;
  const mine = message.isSentByMe;
  const uploading =
    upload !== undefined && message.status === SendStatus.Wait && upload.progress < 1;
  const percent = Math.round((upload?.progress ?? 0) * 100);
  return (
    <li className={`chat-row${mine ? ' chat-row-mine' : ''}`}>
      <div className="chat-bubble" aria-busy={streaming || undefined}>
        {reply && (
          <blockquote className="chat-reply">
            <span className="chat-reply-who">
              {t('chat.detail.replyTo', { name: reply.fromName || reply.fromUID })}
            </span>
            <span className="chat-reply-text">
              <QuotedText content={reply.payload} />
            </span>
          </blockquote>
        )}
        {mention && (mention.all || mention.uids.length > 0) && (
          <p className="chat-mention">
            {mention.all
              ? t('chat.detail.mentionAll')
              : t('chat.detail.mention', { names: mention.uids.map((u) => `@${u}`).join(' ') })}
          </p>
        )}
        <Body shown={shown} upload={upload} />
        {streaming && <span className="chat-streaming" aria-hidden="true" />}
        {uploading && (
          <div className="chat-upload">
            <progress
              max={100}
              value={percent}
              aria-label={t('chat.detail.uploading', { percent })}
            />
            <button
              type="button"
              className="chat-link-button"
              onClick={() => onCancelUpload(message)}
            >
              {t('chat.detail.cancelUpload')}
            </button>
          </div>
        )}
      </div>
      <div className="chat-meta">
        <time dateTime={new Date(message.timestamp * 1000).toISOString()}>
          {chatTime(message.timestamp, i18n.language, undefined, timeZone)}
        </time>
        {mine && message.status === SendStatus.Wait && !uploading && (
          <span className="chat-state">{t('chat.detail.sending')}</span>
        )}
        {mine && message.status === SendStatus.Normal && (
          <span className="chat-state chat-state-sent">
            <CheckIcon size="0.75rem" color="currentColor" />
            {t('chat.detail.sent')}
          </span>
        )}
        {mine && message.status === SendStatus.Fail && (
          <span className="chat-state chat-state-failed">
            <AlertIcon size="0.75rem" color="currentColor" />
            {t('chat.detail.failed')}
            <button type="button" className="chat-link-button" onClick={() => onRetry(message)}>
              {t('chat.detail.retry')}
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
