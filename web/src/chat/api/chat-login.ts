import { api } from '@/api/api';

/** GET /api/chat/login: the chat account is ready when `status` is 200. */
export async function chatLogin(): Promise<boolean> {
  const answer = await api.get('/api/chat/login', { toast: false });
  return answer.status === 200;
}
