import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ChatClient } from '@storefront/protocol/client/chat-client';
import { silentLogger } from '@storefront/protocol/client/log';
import type { ChatSocketConstructor } from '@storefront/protocol/client/transport';
import { ContentType } from '@storefront/protocol/content/content-type';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { WebSocket } from 'ws';
import { loadAxe } from './harness/axe';
import { expect, resetShop, test, type Journey, type MockControl } from './harness/fixtures';
import { recordApiCalls } from './harness/page-watch';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** Signs the shopper in through the API: the session token and their chat uid (the chat login's). */
async function signInForChat(
  page: Page,
  journey: Journey,
): Promise<{ token: string; uid: string }> {
  const token = await journey.signInByApi();
  const answer = (await (
    await page.request.get('/api/chat/login', { headers: { token } })
  ).json()) as { data: { uid: string } };
  return { token, uid: answer.data.uid };
}

/** Shop `channel` (`cs_<shop>`) writes `text` to the shopper `uid` (the mock's control API). */
async function shopSays(mock: MockControl, uid: string, channel: string, text: string) {
  await mock.post('/__mock/chat/speak', { uid, channel, text });
}

/** The first hot product's page and its shop id. */
async function openAProduct(page: Page): Promise<string> {
  await page.goto('/home');
  await page
    .getByRole('region', { name: 'Hot products' })
    .locator('a[href^="/detail/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/detail\/\d+\/\d+$/);
  return /\/detail\/\d+\/(\d+)$/.exec(page.url())?.[1] ?? '';
}

const log = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const bubble = (page: Page, text: string | RegExp) =>
  log(page).getByRole('listitem').filter({ hasText: text });

const logZh = (page: Page) => page.getByRole('list', { name: '聊天记录' });
const bubbleZh = (page: Page, text: string | RegExp) =>
  logZh(page).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

interface Seen {
  states: Set<string>;
  helpLengths: Set<number>;
}

/**
 * Records in the page every sending state shown ("Sending", "Sent"...) and every length the
 * streamed help answer had on screen, as they happen.
 */
async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { states: new Set<string>(), helpLengths: new Set<number>() };
    (window as unknown as { chatSeen: typeof seen }).chatSeen = seen;
    new MutationObserver(() => {
      for (const state of Array.from(document.querySelectorAll('.chat-state'))) {
        seen.states.add(state.textContent ?? '');
      }
      for (const text of Array.from(document.querySelectorAll('.chat-text'))) {
        const content = text.textContent ?? '';
        if (content.startsWith('I can help')) seen.helpLengths.add(content.length);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const seenSoFar = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { chatSeen: Seen }).chatSeen;
    return { states: [...seen.states], helpLengths: [...seen.helpLengths] };
  });

/** The browser's half of the web build the journeys run against (built before e2e runs). */
const WEB_CLIENT = fileURLToPath(new URL('../../web/build/client', import.meta.url));
/** The chunk with the fallback AES (@noble/ciphers), for pages without WebCrypto only. */
const FALLBACK_AES_CHUNK = /\/assets\/noble-aes-[\w-]+\.js$/;
/**
 * Traces of AES code in a script: @noble/ciphers' own error texts, and the first bytes of the
 * AES S-box as a table literal (what a table-based AES such as crypto-js's carries).
 */
const AES_CODE = [
  'aes: bad decrypt',
  'wrong sbox length',
  'pkcs7: empty ciphertext',
  '99,124,119,123,242,107,111,197',
  '0x63,0x7c,0x77,0x7b',
];

/** The WCAG 2 A and AA problems axe (the engine of Lighthouse's audit) finds on the screen. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };
    return result.violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

/**
 * Merchant 2's customer service as a second protocol client (what the control API cannot say:
 * mentions, replies, a content type the app does not know, a message for someone else).
 */
async function merchantSpeaks(
  mock: MockControl,
  baseURL: string,
  shopperUid: string,
  quoted: { messageID: string; messageSeq: number; text: string },
): Promise<void> {
  const answer = (await mock.post('/__mock/chat/tokens', { uids: ['m2'] })) as {
    tokens: { uid: string; token: string }[];
  };
  const agent = answer.tokens[0];
  if (!agent) throw new Error('no chat token for m2');
  const client = new ChatClient({
    uid: agent.uid,
    token: agent.token,
    address: `${baseURL.replace(/^http/, 'ws')}/ws`,
    WebSocket: WebSocket as unknown as ChatSocketConstructor,
    crypto: nodeCrypto,
    logger: silentLogger,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      client.statusChanges.add((status) => {
        if (status === ConnectStatus.Connected) resolve();
        if (status === ConnectStatus.ConnectFail) reject(new Error('merchant could not connect'));
      });
      client.connect();
    });
    const shopper = { channelID: shopperUid, channelType: 7 };
    const acknowledged = new Set<number>();
    client.sendStatus.add((message) => acknowledged.add(message.clientSeq));
    const sent = [
      client.send(shopper, {
        kind: 'text',
        contentType: ContentType.text,
        text: 'Your order is packed.',
        mention: { all: false, uids: [shopperUid] },
      }),
      client.send(shopper, {
        kind: 'text',
        contentType: ContentType.text,
        text: 'Yes, we can gift-wrap it.',
        reply: {
          messageID: quoted.messageID,
          messageSeq: quoted.messageSeq,
          fromUID: shopperUid,
          fromName: 'Demo Shopper',
          payload: { kind: 'text', contentType: ContentType.text, text: quoted.text },
        },
      }),
      client.send(shopper, {
        kind: 'text',
        contentType: ContentType.text,
        text: 'A note for another colleague only',
        visibles: ['m2'],
      }),
      client.send(shopper, { kind: 'unknown', contentType: 0, realContentType: 77, json: {} }),
    ];
    await expect.poll(() => sent.every((m) => acknowledged.has(m.clientSeq))).toBe(true);
  } finally {
    client.dispose();
  }
}

test.describe('chat', () => {
  test("a guest's /home loads no chat code; a signed-in shopper's app loads it after the first screen", async ({
    page,
    journey,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Hot products' })).toBeVisible();
    const chatCode = /chat-(runtime|connection)|portable-crypto/;
    expect(scripts.filter((path) => chatCode.test(path))).toEqual([]);

    await journey.signInByApi();
    await page.reload();
    for (const chunk of [/chat-runtime/, /portable-crypto/]) {
      await expect.poll(() => scripts.some((path) => chunk.test(path))).toBe(true);
    }
  });

  test('the web build holds AES code only in the fallback chunk, which nothing imports statically', async ({
    journey,
    request,
  }) => {
    const assets = join(WEB_CLIENT, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const withAes = scripts.filter((name) => {
      const code = readFileSync(join(assets, name), 'utf8');
      return AES_CODE.some((trace) => code.includes(trace));
    });
    expect(withAes).toHaveLength(1);
    expect(`/assets/${withAes[0]}`).toMatch(FALLBACK_AES_CHUNK);
    // Only ever loaded by a dynamic import(), never by a static one or by the page itself.
    for (const name of scripts) {
      expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(
        /from\s*["']\.\/noble-aes-/,
      );
    }
    // Nor preloaded for any route: React Router's manifest (each route module's imports, which a
    // page names in its modulepreload links) does not name it, and neither do the pages.
    const manifests = scripts.filter((name) => /^manifest-[\w-]+\.js$/.test(name));
    expect(manifests.length).toBeGreaterThan(0);
    for (const name of manifests) {
      expect(readFileSync(join(assets, name), 'utf8'), name).not.toContain('noble-aes');
    }
    // A signed-in shopper's pages (the chat starts there).
    const token = await journey.signInByApi();
    for (const path of ['/home', '/chatRoom']) {
      const page = await request.get(path, { headers: { cookie: `Admin-Token=${token}` } });
      expect(page.status(), path).toBe(200);
      expect(await page.text(), path).not.toContain('noble-aes');
    }
  });

  test('from a product: a message goes from sending to sent, the agent answers (streamed too), the history survives a reload', async ({
    page,
    journey,
  }) => {
    // The chat encrypts through WebCrypto: the fallback AES chunk is never requested.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await journey.signInByApi();
    const merId = await openAProduct(page);
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/chatRoomDetail/${merId}$`));
    await expect(page.getByText('Say hello', { exact: false })).toBeVisible();

    await recordChanges(page);
    await send(page, 'Hello there');
    const mine = bubble(page, 'Hello there');
    await expect(mine.getByText('Sent')).toBeVisible();
    expect((await seenSoFar(page)).states).toContain('Sending');

    // The greeting, then the long help text streamed: it grows while it arrives.
    await expect(bubble(page, /welcome to .* customer service/)).toBeVisible();
    const help = bubble(page, 'I can help you with many things');
    await expect(help).toBeVisible();
    await expect(help).toContainText('I will answer right away.');
    await expect(help.locator('[aria-busy="true"]')).toHaveCount(0);
    // It was shown growing, piece by piece, not only whole.
    expect((await seenSoFar(page)).helpLengths.length).toBeGreaterThan(3);
    await journey.shot('conversation');

    await page.reload();
    await expect(bubble(page, 'Hello there')).toHaveCount(1);
    await expect(bubble(page, /welcome to .* customer service/)).toHaveCount(1);
    await expect(bubble(page, 'I will answer right away.')).toHaveCount(1);
    await journey.shot('history-after-reload');

    expect(await page.evaluate(() => window.isSecureContext && Boolean(crypto.subtle))).toBe(true);
    expect(requested.filter((path) => /portable-crypto/.test(path)).length).toBeGreaterThan(0);
    expect(requested.filter((path) => FALLBACK_AES_CHUNK.test(path))).toEqual([]);
  });

  test('a merchant speaks while the chat is closed: the Message tab badge rises, the list previews it, opening it clears it, deleting it asks first', async ({
    page,
    journey,
    mock,
  }) => {
    const { uid } = await signInForChat(page, journey);
    // The chat's socket: its first frame from the server is the CONNACK, the chat then connected.
    // (The list shows before that, from its HTTP read: an empty list says nothing of the socket.)
    // Listened for in the socket's own event, so a CONNACK that comes at once is not missed (it
    // was, on a quiet machine: the wait then lasted until the next frame, a minute later).
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (new URL(ws.url()).pathname === '/ws') ws.once('framereceived', () => resolve());
      });
    });
    await page.goto('/home');
    const messageTab = page.getByRole('link', { name: /^Message/ });
    await expect(messageTab).toBeVisible();
    await messageTab.click();
    await expect(page.getByText('No messages yet')).toBeVisible();
    await connected;
    await page.getByRole('link', { name: 'Home' }).click();

    await shopSays(mock, uid, 'cs_2', 'Your parcel has left our warehouse.');
    await expect(page.getByRole('link', { name: 'Message 1 unread message' })).toBeVisible();
    await journey.shot('message-tab-badge');

    await messageTab.click();
    const row = page
      .getByRole('listitem')
      .filter({ hasText: 'Your parcel has left our warehouse.' });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread message')).toBeAttached();
    await journey.shot('list-with-unread');

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/chatRoomDetail\/2$/);
    await expect(bubble(page, 'Your parcel has left our warehouse.')).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread message')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Message/ })).toHaveAccessibleName('Message');

    // Deleting it asks first, then the list is empty.
    await row.getByRole('button', { name: /^Delete conversation with / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await expect(dialog).toBeVisible();
    await journey.shot('delete-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
    await expect(page.getByText('No messages yet')).toBeVisible();
  });

  test('landing on the conversation list shows it before the chat connects, then the chat’s own list', async ({
    page,
    journey,
    mock,
  }) => {
    const { uid } = await signInForChat(page, journey);
    await shopSays(mock, uid, 'cs_2', 'Your parcel is on its way.');
    const asked = recordApiCalls(page);

    // The socket does not reach the server yet: the list read at landing shows all the same.
    let socketsOpened = 0;
    let held = true;
    await page.routeWebSocket(
      (url) => url.pathname === '/ws',
      (socket) => {
        socketsOpened += 1;
        if (!held) socket.connectToServer();
      },
    );
    await page.goto('/chatRoom');
    const row = page.getByRole('listitem').filter({ hasText: 'Your parcel is on its way.' });
    await expect(row).toBeVisible();
    await expect(row.getByText('1 unread message')).toBeAttached();
    await expect(row.getByRole('button', { name: /^Delete conversation with / })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Message 1 unread message' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Connecting' })).toBeVisible();
    await expect.poll(() => socketsOpened).toBeGreaterThan(0);
    await journey.shot('list-before-connect');
    const whileConnecting = (await row.boundingBox())?.y;

    // With the socket: a message sent meanwhile is in the chat's own list, which replaces it.
    held = false;
    await shopSays(mock, uid, 'cs_2', 'It arrives tomorrow.');
    asked.length = 0;
    await page.reload();
    const live = page.getByRole('listitem').filter({ hasText: 'It arrives tomorrow.' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('button', { name: /^Delete conversation with / })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Connecting' })).toHaveCount(0);
    // The banner floats above the tab bar: the rows stand where they stood while it showed.
    expect((await live.boundingBox())?.y).toBe(whileConnecting);
    const times = (call: string) => asked.filter((url) => url.startsWith(call)).length;
    // The account once; the list once from the browser, the chat's sync: the landing's read of
    // it is the server's, which came in the page.
    expect(times('/api/chat/login')).toBe(1);
    await expect.poll(() => times('/api/chat/getRecentConversation')).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(times('/api/chat/getRecentConversation')).toBe(1);
  });

  test('a picture is sent and shown; markup shows as text; after a dropped socket nothing is lost or doubled; a sign-in elsewhere kicks this tab', async ({
    page,
    journey,
    mock,
    browser,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { uid } = await signInForChat(page, journey);
    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Say hello', { exact: false })).toBeVisible();

    // Markup is text.
    const markup = '<img src=x onerror=alert(1)>';
    await send(page, markup);
    await expect(bubble(page, markup).getByText('Sent')).toBeVisible();
    await expect(log(page).locator('img[src="x"]')).toHaveCount(0);

    // A picture: uploaded, then sent.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Send a picture')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: png });
    const picture = log(page).getByRole('img', { name: 'Picture' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /\/uploads\//);
    await expect(
      log(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: 'Picture' }) })
        .getByText('Sent'),
    ).toBeVisible();
    await journey.shot('picture-and-markup');

    // The server drops the socket: the banner says so, a message typed meanwhile waits, and goes
    // once the client reconnects by itself (3 s), exactly once.
    await mock.post('/__mock/chat/drop', { uid });
    await expect(page.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await send(page, 'Are you still there?');
    await expect(bubble(page, 'Are you still there?').getByText('Sending')).toBeVisible();
    await journey.shot('reconnecting');
    await expect(bubble(page, 'Are you still there?').getByText('Sent')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Connection lost. Reconnecting…')).toHaveCount(0);
    await send(page, 'thanks');
    await expect(bubble(page, 'You are welcome! Anything else?')).toHaveCount(1);
    await page.reload();
    await expect(bubble(page, 'Are you still there?')).toHaveCount(1);
    await expect(bubble(page, markup)).toHaveCount(1);
    // Streamed answers still running at the reload end up whole.
    await expect
      .poll(() =>
        page.$$eval('.chat-text', (texts) =>
          texts
            .map((text) => text.textContent ?? '')
            .filter((text) => text.startsWith('I can help'))
            .every((text) => text.endsWith('right away.')),
        ),
      )
      .toBe(true);

    // The same shopper signs in elsewhere: this tab is told it was kicked.
    const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const other = await elsewhere.newPage();
      const answer = (await (
        await other.request.post('/api/user/login', {
          data: { account: 'demo@example.com', password: 'demo123' },
        })
      ).json()) as { data: { userinfo: { token: string } } };
      const host = new URL(page.url()).hostname;
      await elsewhere.addCookies([
        { name: 'Admin-Token', value: answer.data.userinfo.token, domain: host, path: '/' },
      ]);
      await other.goto('/service');
      await expect(other.getByText('Say hello', { exact: false })).toHaveCount(0);
      await expect(bubble(other, markup)).toHaveCount(1);
      await expect(page.getByText('Chat closed: Signed in on another device')).toBeVisible();
      await journey.shot('kicked');
    } finally {
      await elsewhere.close();
    }
    expect(dialogs).toEqual([]);
  });

  test('a long conversation loads its older messages when scrolled up', async ({
    page,
    journey,
    mock,
  }) => {
    const { uid } = await signInForChat(page, journey);
    for (let n = 1; n <= 30; n++) {
      await shopSays(mock, uid, 'cs_3', `Update number ${n}`);
    }
    await page.goto('/chatRoomDetail/3');
    await expect(bubble(page, 'Update number 30')).toBeVisible();
    const first = log(page).getByText('Update number 1', { exact: true });
    await expect(first).toHaveCount(0);
    await log(page).evaluate((list) => list.scrollTo(0, 0));
    await expect(first).toBeVisible();
    await expect(page.getByText('This is the start of the conversation')).toBeVisible();
    await expect(log(page).getByRole('listitem').filter({ hasText: 'Update number' })).toHaveCount(
      30,
    );
    await first.scrollIntoViewIfNeeded();
    await journey.shot('older-messages');
  });

  test('every kind of message, in English, Chinese and Thai, with no accessibility problem', async ({
    page,
    journey,
    mock,
    baseURL,
  }) => {
    const { token, uid } = await signInForChat(page, journey);
    await page.goto('/chatRoomDetail/2');
    await expect(page.getByText('Say hello', { exact: false })).toBeVisible();

    // Text, the greeting and the streamed help (the agent answers).
    await send(page, 'Can you gift-wrap it?');
    await expect(bubble(page, 'I will answer right away.')).toBeVisible();
    await mock.post('/__mock/chat/agent', { enabled: false });
    try {
      // A picture.
      await page.getByLabel('Send a picture').setInputFiles({
        name: 'parcel.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await expect(log(page).getByRole('img', { name: 'Picture' })).toHaveAttribute(
        'src',
        /\/uploads\//,
      );
      // A system message with the name filled in, a command that never shows.
      await mock.post('/__mock/chat/system', {
        uid,
        channel: 'cs_2',
        content_type: 1001,
        content: '{0} started a conversation with the shop',
        extra: [{ uid, name: 'Demo Shopper' }],
      });
      await expect(bubble(page, 'Demo Shopper started a conversation with the shop')).toBeVisible();
      const shown = await log(page).getByRole('listitem').count();
      await mock.post('/__mock/chat/command', { uid, channel: 'cs_2', cmd: 'orderShipped' });

      // What only a real peer says: a mention, a reply, an unknown type, someone else's note.
      const history = (await (
        await page.request.post('/api/chat/getChannelMessage', {
          headers: { token },
          data: {
            channel_id: 'cs_2',
            channel_type: 7,
            start_message_seq: 0,
            end_message_seq: 0,
            limit: 1,
            pull_mode: 1,
          },
        })
      ).json()) as { data: { messages: { message_idstr: string; message_seq: number }[] } };
      const first = history.data.messages[0];
      if (!first) throw new Error('no first message');
      await merchantSpeaks(mock, baseURL ?? '', uid, {
        messageID: first.message_idstr,
        messageSeq: first.message_seq,
        text: 'Can you gift-wrap it?',
      });
      await expect(bubble(page, 'Your order is packed.')).toContainText(`Mentions @${uid}`);
      await expect(bubble(page, 'Yes, we can gift-wrap it.')).toContainText(
        'Reply to Demo Shopper',
      );
      await expect(bubble(page, 'Unsupported message')).toBeVisible();
      await expect(bubble(page, 'A note for another colleague only')).toHaveCount(0);
      // The command added nothing; the three visible messages did.
      await expect(log(page).getByRole('listitem')).toHaveCount(shown + 3);
      await journey.shot('every-kind-en');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/chatRoom$/);
      await expect(page.getByText('[Unsupported message]')).toBeVisible();
      // Read while the conversation was open: nothing unread.
      await expect(page.getByText(/unread message/)).toHaveCount(0);
      await journey.shot('list-en');
      expect(await accessibilityProblems(page)).toEqual([]);

      // The same, in Chinese, from the history.
      await journey.useLanguage('zh-CN');
      await page.goto('/chatRoomDetail/2');
      await expect(bubbleZh(page, '不支持的消息')).toBeVisible();
      await expect(bubbleZh(page, 'Yes, we can gift-wrap it.')).toContainText('回复 Demo Shopper');
      await expect(logZh(page).getByRole('img', { name: '图片' })).toBeVisible();
      await expect(
        bubbleZh(page, 'Demo Shopper started a conversation with the shop'),
      ).toBeVisible();
      await journey.shot('every-kind-zh-CN');
      await page.goto('/chatRoom');
      await expect(page.getByText('[不支持的消息]')).toBeVisible();
      await expect(page.getByText(/未读消息/)).toHaveCount(0);
      await journey.shot('list-zh-CN');

      // And in Thai, for the look of the longest texts.
      await journey.useLanguage('tai');
      await page.goto('/chatRoomDetail/2');
      await expect(
        page.getByRole('list', { name: 'การสนทนา' }).getByText('ข้อความที่ไม่รองรับ'),
      ).toBeVisible();
      await journey.shot('every-kind-tai');
      await page.goto('/chatRoom');
      await expect(page.getByText('[ข้อความที่ไม่รองรับ]')).toBeVisible();
      await journey.shot('list-tai');
    } finally {
      await mock.post('/__mock/chat/agent', { enabled: true });
    }
  });
});
