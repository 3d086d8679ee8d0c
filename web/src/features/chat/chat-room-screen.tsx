import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useChatRuntime, useChatSnapshot } from '@/chat/chat-hooks';
import { startChatNow } from '@/chat/chat-start';
import { session } from '@/session/session-store';
import type { ConversationView } from '@/chat/chat-snapshot';
import { EmptyState } from '@/ui/empty-state';
import { MessageIcon, TrashIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { PullRefreshList } from '@/ui/pull-refresh-list';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { useConfirm } from '@/ui/confirm-dialog';
import { useChannelInfo } from './api/get-channel-info';
import { useConversationsBeforeConnect } from './api/conversations-before-connect';
import { useDeleteConversation } from './api/delete-conversation';
import { conversationPath, merchantOf } from './chat-channel';
import { useTimeZone } from '@/i18n/date-time';
import { chatTime } from './chat-time';
import { ConnectionBanner } from './connection-banner';
import { previewOf } from './message-kind';
import './chat.css';
import { paths } from '@/routing/paths';

function PreviewLine({ conversation }: { conversation: ConversationView }) {
  const { t } = useTranslation();
  const preview = previewOf(conversation.lastMessage);
  const text =
    preview.kind === 'text' || preview.kind === 'system'
      ? preview.text
      : preview.kind === 'image'
        ? t('chat.preview.image')
        : preview.kind === 'product'
          ? t('chat.preview.product', { name: preview.name })
          : preview.kind === 'unsupported'
            ? t('chat.preview.unsupported')
            : t('chat.preview.none');
  const mine = conversation.lastMessage?.isSentByMe && preview.kind !== 'system';
  return <span className="chat-row-preview">{mine ? t('chat.preview.mine', { text }) : text}</span>;
}

function ConversationRow({
  conversation,
  current,
  live,
  onDelete,
}: {
  conversation: ConversationView;
  current: boolean;
  /** false: the list read before the chat connected, which cannot delete yet. */
  live: boolean;
  onDelete: (conversation: ConversationView, name: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const info = useChannelInfo(conversation.channel);
  const merId = merchantOf(conversation.channel);
  const fallback = merId ? t('chat.list.shop', { id: merId }) : t('chat.list.platform');
  // The platform's service is named in the shopper's language, not by the chat server's English.
  const name = (merId && info.data?.title) || fallback;
  return (
    <li className={`chat-conversation${current ? ' is-current' : ''}`}>
      <Link
        to={conversationPath(conversation.channel)}
        className="chat-conversation-link"
        aria-current={current ? 'true' : undefined}
      >
        <span className="chat-avatar" aria-hidden="true">
          {info.data?.logo ? (
            <img src={info.data.logo} alt="" />
          ) : (
            <MessageIcon size="1.25rem" color="var(--color-brand)" />
          )}
        </span>
        <span className="chat-conversation-main">
          <span className="chat-conversation-top">
            <span className="chat-conversation-name">{name}</span>
            {conversation.timestamp > 0 && (
              <time className="chat-conversation-time">
                {chatTime(conversation.timestamp, i18n.language, undefined, timeZone)}
              </time>
            )}
          </span>
          <span className="chat-conversation-bottom">
            <PreviewLine conversation={conversation} />
            {conversation.unread > 0 && (
              <span className="chat-unread">
                <span aria-hidden="true">
                  {conversation.unread > 99 ? '99+' : conversation.unread}
                </span>
                <span className="visually-hidden">
                  {t('chat.list.unread', { count: conversation.unread })}
                </span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="chat-delete"
        aria-label={t('chat.list.delete', { name })}
        disabled={!live}
        onClick={() => onDelete(conversation, name)}
      >
        <TrashIcon size="1.1rem" color="currentColor" />
      </button>
    </li>
  );
}

/**
 * /chatRoom/{merId?}: the conversations, newest first, kept live by the socket. Until the chat has
 * connected and synced its own list, the list read over HTTP at landing shows (deleting waits
 * for the chat); the chat starts once that first look is on screen (`startChatNow`), so its code
 * and key agreement do not hold the list back.
 */
export default function ChatRoomScreen() {
  const { t } = useTranslation();
  const { merId } = useParams();
  const runtime = useChatRuntime();
  const snapshot = useChatSnapshot();
  const [confirm, dialog] = useConfirm();
  const remove = useDeleteConversation();
  const live =
    runtime !== undefined &&
    (snapshot.conversationsState !== 'loading' || snapshot.conversations.length > 0);
  const firstLook = useConversationsBeforeConnect(!live);
  const looked = firstLook.isSuccess || firstLook.isError;
  useEffect(() => {
    if (looked) startChatNow();
  }, [looked]);
  // The Message tab's badge agrees with the rows until the chat (which then owns it) has its list.
  const firstUnread = firstLook.data?.unreadTotal;
  useEffect(() => {
    if (!live && firstUnread !== undefined) session.setUnreadChatTotal(firstUnread);
  }, [live, firstUnread]);
  const conversations = live ? snapshot.conversations : firstLook.data?.conversations;

  const onDelete = async (conversation: ConversationView, name: string) => {
    const yes = await confirm({
      title: t('chat.list.deleteConfirm'),
      message: `${name}: ${t('chat.list.deleteConfirmBody')}`,
      confirmLabel: t('common.confirm'),
      danger: true,
    });
    if (yes) remove.mutate(conversation.channel);
  };

  let body;
  if (live && snapshot.conversationsState === 'error' && snapshot.conversations.length === 0) {
    body = <LoadError onRetry={() => runtime.refreshConversations().catch(() => undefined)} />;
  } else if (conversations === undefined) {
    body = (
      <ul className="chat-conversations" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="chat-conversation chat-conversation-skeleton">
            <Skeleton width="3rem" height="3rem" radius="50%" />
            <span className="chat-conversation-main">
              <Skeleton width="40%" height="1rem" />
              <Skeleton width="75%" height="0.875rem" />
            </span>
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <PullRefreshList
        onRefresh={() => runtime?.refreshConversations() ?? Promise.resolve()}
        hasMore={false}
        loadingMore={false}
        isEmpty={conversations.length === 0}
        empty={
          <EmptyState
            icon={<MessageIcon size="2rem" color="var(--color-brand)" />}
            title={t('chat.list.empty')}
            body={t('chat.list.emptyBody')}
            action={
              <Link to={paths.service()} className="button button-secondary button-small">
                {t('chat.list.contactService')}
              </Link>
            }
          />
        }
      >
        <ul className="chat-conversations">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.key}
              conversation={conversation}
              current={merId !== undefined && merchantOf(conversation.channel) === merId}
              live={live}
              onDelete={(c, name) => void onDelete(c, name)}
            />
          ))}
        </ul>
      </PullRefreshList>
    );
  }

  return (
    <div className="chat-list-screen">
      <ScreenHeader title={t('route.chatRoom')} back={false} />
      <ConnectionBanner />
      {body}
      {dialog}
    </div>
  );
}
