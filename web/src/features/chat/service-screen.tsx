import { useTranslation } from 'react-i18next';
import { PLATFORM_CHANNEL_ID, SERVICE_CHANNEL_TYPE } from './chat-channel';
import { ConversationScreen } from './conversation-screen';

const platform = { channelID: PLATFORM_CHANNEL_ID, channelType: SERVICE_CHANNEL_TYPE };

/** /service: the platform's customer service, the same conversation screen. */
export default function ServiceScreen() {
  const { t } = useTranslation();
  return <ConversationScreen channel={platform} title={t('chat.list.platform')} />;
}
