import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, resetShop, test, type Language } from './harness/fixtures';

// The customer-service agent as a shopper meets it from a product: the chat opens about the
// product (its card waits above the composer and goes with the first message, so the shop knows
// which product is meant), the agent says it is automatic and answers in the question's language,
// every topic of a mixed question, the product's from the catalogue.

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** The web's strings of one language, by their dotted key (`chat.detail.send`). */
type Texts = (key: string) => string;
const webTexts = (language: Language): Texts => {
  const all = JSON.parse(
    readFileSync(new URL(`../../web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  return (key) => {
    const found = key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], all);
    if (typeof found !== 'string') throw new Error(`no string ${key} in ${language}`);
    return found;
  };
};
const agentTexts = (language: Language) =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../mock-server/src/locales/${language}.json`, import.meta.url),
        'utf8',
      ),
    ) as { agent: Record<string, string> }
  ).agent;

/** A product's page (the best seller's): its id, shop, name. */
async function openAProduct(page: Page) {
  const hot = (await (await page.request.get('/api/index/hot_product?page=1&limit=1')).json()) as {
    data: { list: { id: number; mer_id: number }[] };
  };
  const first = hot.data.list[0]!;
  const id = String(first.id);
  const merId = String(first.mer_id);
  await page.goto(`/detail/${id}/${merId}`);
  const heading = page.locator('#detail-name');
  await expect(heading).not.toBeEmpty();
  const name = (await heading.textContent())?.trim() ?? '';
  return { id, merId, name };
}

/** The product's Chat button, then the conversation about it. */
async function chatAbout(page: Page, texts: Texts, product: { merId: string; name: string }) {
  await page.getByRole('button', { name: texts('product.chat'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/chatRoomDetail/${product.merId}$`));
  const waiting = page.getByRole('region', { name: texts('chat.detail.aboutProduct') });
  await expect(waiting).toContainText(product.name);
  return waiting;
}

async function send(page: Page, texts: Texts, text: string) {
  await page.getByRole('textbox', { name: texts('chat.detail.messageLabel') }).fill(text);
  await page.getByRole('button', { name: texts('chat.detail.send'), exact: true }).click();
}

const bubbles = (page: Page, texts: Texts) =>
  page.getByRole('list', { name: texts('chat.detail.log') }).getByRole('listitem');

test.describe('the chat agent, from a product', () => {
  test('in Thai: the card shows, a Thai question gets a Thai answer that says it is automatic', async ({
    page,
    journey,
  }) => {
    // Thai on screen and in the profile, as the Language screen saves it (the server's own words,
    // a card's product name among them, are in the profile's language).
    await journey.useLanguage('tai');
    const token = await journey.signInByApi();
    await page.request.get('/api/user/set_language?lang=tai', { headers: { token } });
    const th = webTexts('tai');
    const agent = agentTexts('tai');
    const product = await openAProduct(page);
    const waiting = await chatAbout(page, th, product);
    await journey.shot('about-product');

    await send(page, th, 'สินค้าจะส่งเมื่อไหร่คะ');
    await expect(waiting).toBeHidden();
    // The card is the conversation's first message, a link to the product.
    const card = bubbles(page, th).getByRole('link', { name: new RegExp(product.name) });
    await expect(card).toHaveAttribute('href', `/detail/${product.id}/${product.merId}`);
    await expect(bubbles(page, th).filter({ hasText: 'อัตโนมัติ' })).toHaveCount(1);
    await expect(bubbles(page, th).filter({ hasText: agent.shipping! })).toHaveCount(1);
    await journey.shot('answered');

    // Sent once: a reload shows it in the history, and no card waits again.
    await page.reload();
    await expect(
      bubbles(page, th).getByRole('link', { name: new RegExp(product.name) }),
    ).toHaveCount(1);
    await expect(bubbles(page, th).filter({ hasText: agent.shipping! })).toHaveCount(1);
    await expect(page.getByRole('region', { name: th('chat.detail.aboutProduct') })).toHaveCount(0);
  });

  test('in English: a mixed question gets the product from the catalogue and shipping', async ({
    page,
    journey,
  }) => {
    await journey.useLanguage('en');
    await journey.signInByApi();
    const en = webTexts('en');
    const agent = agentTexts('en');
    const product = await openAProduct(page);
    await chatAbout(page, en, product);
    await send(page, en, 'Is it BPA free? When does it ship?');
    await expect(bubbles(page, en).filter({ hasText: 'automatic assistant' })).toHaveCount(1);
    const answer = bubbles(page, en).filter({ hasText: agent.shipping! });
    await expect(answer).toContainText(product.name);
    await expect(answer).toContainText(/\d+\.\d\d USD/);
    await journey.shot('mixed-question');
  });

  test('the card can be left out: the first message goes alone', async ({ page, journey }) => {
    await journey.signInByApi();
    const en = webTexts('en');
    const product = await openAProduct(page);
    const waiting = await chatAbout(page, en, product);
    await waiting.getByRole('button', { name: en('chat.detail.removeProduct') }).click();
    await expect(waiting).toBeHidden();
    await send(page, en, 'Hello there');
    await expect(bubbles(page, en).filter({ hasText: 'Hello there' })).toHaveCount(1);
    await expect(bubbles(page, en).filter({ hasText: 'automatic assistant' })).toHaveCount(1);
    await expect(
      bubbles(page, en).getByRole('link', { name: new RegExp(product.name) }),
    ).toHaveCount(0);
  });
});
