import { getProduct } from '../domain/catalog';
import { productInLanguage, shopInLanguage } from '../domain/catalog-texts';
import { fill } from '../locales/server-texts';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import type { LanguageCode, Product } from '../store/state';
import { AGENT_KEYWORDS, languageOfText, topicsOf, type AgentTopic } from './agent-keywords';
import { AGENT_PHRASES, type AgentPhrases } from './agent-texts';
import { shopperOf, type Service } from './chat-parties';

// What the customer-service agent answers to one message of a shopper: pure reading of the store
// (the shopper, the shop, the product in the conversation, the latest order), no chat state.

export interface AgentQuestion {
  service: Service;
  /** The shopper's uid (`u<id>`). */
  uid: string;
  text: string;
  /** The product of the conversation's latest product card, when there is one. */
  productId?: number;
}

export interface AgentAnswer {
  /** The language answered in: the question's, else the shopper's saved one. */
  lang: LanguageCode;
  /** Said before the answer in a conversation's first reply: who is speaking (automatic). */
  greeting: string;
  /** The topics answered (empty: the long help). */
  topics: AgentTopic[];
  body: string;
}

/** Sentences of a product's description that share a word with the question, at most this many. */
const QUOTED_SENTENCES = 2;

/**
 * The answer to `question`, in the language it is written in (by its script, see
 * `languageOfText`), else the shopper's saved language: every topic asked, one paragraph each, in
 * the order asked; the long help when nothing is recognised.
 */
export function agentAnswer(db: Db, question: AgentQuestion): AgentAnswer {
  const shopper = shopperOf(db, question.uid);
  const lang = languageOfText(question.text) ?? shopper?.lang ?? 'en';
  const phrases = AGENT_PHRASES[lang];
  const shop = shopName(db, question.service, lang) ?? phrases.serviceName;
  const greeting = fill(phrases.greeting, { name: shopper?.nickname || question.uid, shop });
  const product =
    question.productId === undefined ? undefined : findProduct(db, question.productId);
  const topics = topicsOf(question.text, product !== undefined);
  const paragraphs = topics.map((topic) => {
    switch (topic) {
      case 'order':
        return latestOrderText(db, phrases, shopper?.id, question.service, shop);
      case 'product':
        return product
          ? productText(phrases, productInLanguage(db, lang, product), question.text, shop, lang)
          : phrases.productUnknown;
      case 'person':
        return fill(phrases.person, { shop });
      default:
        return phrases[topic];
    }
  });
  return {
    lang,
    greeting,
    topics,
    body: paragraphs.length ? paragraphs.join('\n\n') : phrases.help,
  };
}

function shopName(db: Db, service: Service, lang: LanguageCode): string | undefined {
  if (service.merchantId === null) return undefined;
  const merchant = db.first(
    db.q
      .selectFrom('merchants')
      .select(['id', 'name', 'description'])
      .where('id', '=', service.merchantId),
  );
  return merchant && shopInLanguage(db, lang, merchant).name;
}

function findProduct(db: Db, id: number): Product | undefined {
  try {
    return getProduct(db, id);
  } catch {
    return undefined;
  }
}

function latestOrderText(
  db: Db,
  phrases: AgentPhrases,
  userId: number | undefined,
  service: Service,
  shop: string,
): string {
  const latest = userId === undefined ? undefined : latestOrder(db, userId, service);
  if (!latest) return fill(phrases.noOrder, { shop });
  const status = phrases.orderStatus[String(latest.status)] ?? String(latest.status);
  return fill(phrases.latestOrder, { sn: latest.sn, status });
}

/** The shopper's newest order (of the service's merchant; any for the platform's service). */
function latestOrder(
  db: Db,
  userId: number,
  service: Service,
): { sn: string; status: number } | undefined {
  let query = db.q
    .selectFrom('orders')
    .select(['sn', 'status'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (service.merchantId !== null) query = query.where('merchantId', '=', service.merchantId);
  return db.first(query);
}

/**
 * About the product: its name, price and stock now, then what its page says on the question: the
 * description's sentences that share a word with it ("BPA" finds "BPA-free lid"), else the whole
 * description and how to ask a person.
 */
function productText(
  phrases: AgentPhrases,
  product: Product,
  question: string,
  shop: string,
  lang: LanguageCode,
): string {
  const facts = fill(product.stock > 0 ? phrases.productAbout : phrases.productSoldOut, {
    name: product.name,
    price: formatMoney(product.price),
    stock: String(product.stock),
  });
  const sentences = sentencesOf(product.description);
  const words = contentWords(question);
  const quoted = sentences
    .filter((sentence) => {
      const lower = sentence.toLocaleLowerCase();
      return words.some((word) => lower.includes(word));
    })
    .slice(0, QUOTED_SENTENCES);
  // Chinese and Japanese put no space after a sentence.
  const space = lang === 'zh-CN' || lang === 'ri' ? '' : ' ';
  if (quoted.length > 0) {
    return `${facts}${space}${fill(phrases.productSays, { text: quoted.join(space) })}`;
  }
  const says = product.description
    ? `${space}${fill(phrases.productSays, { text: product.description.trim() })}`
    : '';
  return `${facts}${says}\n${fill(phrases.productAskPerson, { shop })}`;
}

/** A description's sentences: cut after sentence ends, and at spaces between Thai words. */
function sentencesOf(description: string): string[] {
  return description
    .split(/(?<=[.!?。！？])\s*|(?<=[\u0E00-\u0E7F])\s+(?=[\u0E00-\u0E7F])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Every language's keywords but a product's features: words that say what kind of question it is
 * ("ship", "ไหม"), never what it is about ("material", "BPA" are looked for in the description).
 */
const KEYWORD_WORDS: ReadonlySet<string> = new Set(
  Object.values(AGENT_KEYWORDS).flatMap((table) =>
    Object.entries(table)
      .filter(([kind]) => kind !== 'product')
      .flatMap(([, words]) => words.map((word) => word.toLowerCase())),
  ),
);

/** English words too common to tell one sentence from another. */
const STOP_WORDS = new Set([
  'the',
  'and',
  'are',
  'for',
  'with',
  'you',
  'your',
  'its',
  'has',
  'have',
  'there',
  'they',
  'any',
  'free',
  'does',
  'will',
  'would',
  'should',
]);

/**
 * The words of a question worth looking for in a description: words by the language's rules
 * (Intl.Segmenter: Thai, Chinese and Japanese have no spaces), of 3 letters or more in Latin
 * script and 2 or more in others, not a keyword nor a common English word.
 */
function contentWords(question: string): string[] {
  // ICU's root rules split every script (a dictionary for Thai, Chinese and Japanese).
  const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(question.toLocaleLowerCase())) {
    if (!isWordLike) continue;
    const latin = /^[\p{Script=Latin}\p{N}]+$/u.test(segment);
    if (segment.length < (latin ? 3 : 2)) continue;
    if (KEYWORD_WORDS.has(segment) || STOP_WORDS.has(segment)) continue;
    words.push(segment);
  }
  return words;
}
