import type { APIRequestContext, Page } from '@playwright/test';
import { expect, resetShop, test } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** The shopper's chat uid, as the chat login answers it. */
async function chatUid(request: APIRequestContext, token: string): Promise<string> {
  const answer = (await (await request.get('/api/chat/login', { headers: { token } })).json()) as {
    data: { uid: string };
  };
  return answer.data.uid;
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

test.describe('chat', () => {
  test('from a product: a message goes from sending to sent, the agent answers (streamed too), the history survives a reload', async ({
    page,
    journey,
  }) => {
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
  });

  test('a merchant speaks while the chat is closed: the Message tab badge rises, the list previews it, opening it clears it', async ({
    page,
    journey,
    mock,
  }) => {
    const token = await journey.signInByApi();
    const uid = await chatUid(page.request, token);
    await page.goto('/home');
    const messageTab = page.getByRole('link', { name: /^Message/ });
    await expect(messageTab).toBeVisible();
    // The chat is connected once the list would load: wait for the socket through the tab's list.
    await messageTab.click();
    await expect(page.getByText('No messages yet')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();

    await mock.post('/__mock/chat/speak', {
      uid,
      channel: 'cs_2',
      text: 'Your parcel has left our warehouse.',
    });
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
    const token = await journey.signInByApi();
    const uid = await chatUid(page.request, token);
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
});
