import createClient from 'openapi-fetch';
import type { paths } from '@storefront/contracts/generated/openapi';

/** The seeded demo shopper (mock-server README). */
export const DEMO_SHOPPER = { account: 'demo@example.com', password: 'demo123' } as const;

function backend(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}

/** Signs the demo shopper in and answers the session token (`data.userinfo.token`). */
export async function signInDemoShopper(baseUrl: string): Promise<string> {
  return (await signInDemo(baseUrl)).token;
}

async function signInDemo(baseUrl: string): Promise<{ token: string; id: number }> {
  const { data: answer } = await backend(baseUrl).POST('/api/user/login', { body: DEMO_SHOPPER });
  if (answer?.code !== 1) throw new Error(`demo login refused: ${answer?.msg ?? 'no answer'}`);
  return { token: answer.data.userinfo.token, id: answer.data.userinfo.id };
}

/**
 * Opens a conversation between the demo shopper and shop `merchantId`: the shop's service says
 * something in it (the mock's control API, `POST /__mock/chat/speak`), so the conversation list
 * has a conversation with a message and an unread count.
 */
export async function openDemoConversation(
  baseUrl: string,
  controlToken: string,
  merchantId: number,
): Promise<void> {
  const { id } = await signInDemo(baseUrl);
  const answer = await fetch(`${baseUrl}/__mock/chat/speak`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-control-token': controlToken },
    body: JSON.stringify({
      uid: `u${id}`,
      channel: `cs_${merchantId}`,
      text: 'Hello! Your kite ships today.',
    }),
  });
  if (!answer.ok) throw new Error(`the mock refused the conversation: HTTP ${answer.status}`);
}
