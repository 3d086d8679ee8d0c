import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { serviceChannel } from './chat-channel';
import { ConversationScreen } from './conversation-screen';

/** /chatRoomDetail/{merId?}: a shop's customer service (the platform's without a shop). */
export default function ChatDetailScreen() {
  const { t } = useTranslation();
  const { merId } = useParams();
  const channel = serviceChannel(merId);
  const title = merId ? t('chat.list.shop', { id: merId }) : t('chat.list.platform');
  return <ConversationScreen key={channel.channelID} channel={channel} title={title} />;
}
