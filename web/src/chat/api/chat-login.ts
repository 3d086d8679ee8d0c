import { api, type Schema } from '@/api/api';
import { requestScope } from '@/session/request-scope';
import { session } from '@/session/session-store';

export type ChatAccount = Schema<'ChatLogin'>;

/** GET /api/chat/login: the chat account is ready when `status` is 200. */
export function chatLogin(): Promise<ChatAccount> {
  return api.get('/api/chat/login', { toast: false });
}

let asked: { token: string | undefined; account: Promise<ChatAccount | undefined> } | undefined;

/**
 * The shopper's chat account, asked for once per session token: the conversation list's first
 * look (before the socket) and the chat's start both need it, and the landing asked for it early
 * (app/landing-calls.ts). Undefined when the chat refused it (`status` not 200). A refusal or a
 * failure is not kept: the next caller asks again.
 */
export function chatAccount(): Promise<ChatAccount | undefined> {
  // A server render asks for its own request alone: nothing is kept between requests.
  if (requestScope())
    return chatLogin().then((answer) => (answer.status === 200 ? answer : undefined));
  const token = session.get().token;
  if (asked && asked.token === token) return asked.account;
  const mine = {
    token,
    account: chatLogin().then((answer) => (answer.status === 200 ? answer : undefined)),
  };
  asked = mine;
  const forget = () => {
    if (asked === mine) asked = undefined;
  };
  mine.account.then((account) => account ?? forget(), forget);
  return mine.account;
}
