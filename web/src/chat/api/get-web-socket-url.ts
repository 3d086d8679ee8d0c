import { api, type Schema } from '@/api/api';

export type ChatConnectionData = Schema<'ChatConnection'>;

/** GET /api/chat/getWebSocketUrl: uid, chat token and socket address for CONNECT. */
export function getWebSocketUrl(): Promise<ChatConnectionData> {
  return api.get('/api/chat/getWebSocketUrl', { toast: false });
}

/** The socket the answer names, made secure when the page itself is (mixed content is blocked). */
export function socketAddress(wsUrl: string, pageProtocol: string): string {
  return pageProtocol === 'https:' ? wsUrl.replace(/^ws:\/\//, 'wss://') : wsUrl;
}
