import { useTranslation } from 'react-i18next';
import { chatConnection } from '@/chat/chat-connection';
import { useChatConnection, useChatRuntime, useChatSnapshot } from '@/chat/chat-hooks';
import { Button } from '@/ui/button';
import { reasonKey } from './reason-text';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';

/**
 * Tells the shopper when the chat is not live: connecting, lost (reconnecting by itself), closed
 * because they signed in elsewhere or were signed out, or refused, with the reason code's text.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useChatConnection();
  const runtime = useChatRuntime();
  const { connection: socket } = useChatSnapshot();
  let text: string | undefined;
  let retry: (() => void) | undefined;
  if (connection.phase === 'unavailable') {
    text = t('chat.status.failed', { reason: t(reasonKey(0)) });
    retry = () => chatConnection.restart();
  } else if (connection.phase === 'starting' || socket.state === 'connecting') {
    text = t('chat.status.connecting');
  } else if (socket.state === 'disconnected') {
    text = t('chat.status.disconnected');
  } else if (socket.state === 'kicked' && socket.reasonCode === ReasonCode.authFail) {
    // The server ends the chat of a shop session that ended (sign-out, password change, reset).
    text = t('chat.status.signedOut');
  } else if (socket.state === 'kicked' || socket.state === 'failed') {
    const reason = t(reasonKey(socket.reasonCode));
    text = t(socket.state === 'kicked' ? 'chat.status.kicked' : 'chat.status.failed', { reason });
    retry = () => runtime?.reconnect();
  }
  if (connection.phase === 'signedOut' || text === undefined) {
    return <div role="status" className="chat-banner-slot" />;
  }
  return (
    <div role="status" className="chat-banner-slot">
      <div className={`chat-banner${retry ? ' chat-banner-alert' : ''}`}>
        <span>{text}</span>
        {retry && (
          <Button variant="secondary" size="small" onClick={retry}>
            {t('chat.status.reconnect')}
          </Button>
        )}
      </div>
    </div>
  );
}
