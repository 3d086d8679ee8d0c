import type { LanguageCode } from '../store/state';

// What the customer-service agent understands: one keyword table per language, and the plain rules
// that read a shopper's text with them. No model, no scoring: a question is cut into clauses, each
// clause's words are looked up in the tables (the longest keyword first, so "ส่งคืน", return, is
// not also "ส่ง", ship), and every topic found is answered, in the order the shopper asked.
//
// A word of a table matches:
// - in Latin script: at the start of a word, as a prefix ("ship" finds "shipping", "shipped");
//   keywords of 3 letters or fewer only as a whole word ("it" is not "item", "pay" not "paypal");
// - in any other script (Thai, Chinese, Japanese, Korean have no spaces between words): anywhere.
// Every language's table is searched whatever the shopper's language: a shopper may mix them.

/** What the agent answers. */
export type AgentTopic =
  'person' | 'refund' | 'payment' | 'order' | 'shipping' | 'product' | 'thanks';

/**
 * Words of a table: the topics, plus three kinds that answer nothing themselves:
 * - `pointer`: words that point at a product ("it", "this", "สินค้า", "这个"). While the
 *   conversation has a product card, a clause with a pointer and no other topic asks about the
 *   product ("is it dishwasher safe?"); with another topic it does not ("when does it ship?" is
 *   about shipping);
 * - `question`: words that make a clause a question ("ไหม", "吗", "how"): a question without any
 *   topic, while a product is in the conversation, is about that product;
 * - `hello`: greetings, read and set aside ("hello, where is my order" is about the order).
 */
export type KeywordKind = AgentTopic | 'pointer' | 'question' | 'hello';

export type KeywordTable = Readonly<Record<KeywordKind, readonly string[]>>;

export const AGENT_KEYWORDS: Readonly<Record<LanguageCode, KeywordTable>> = {
  en: {
    person: ['person', 'human', 'real person', 'someone', 'staff', 'operator', 'representative'],
    refund: ['refund', 'return', 'money back', 'send back', 'exchange'],
    payment: ['pay', 'paid', 'paying', 'payment', 'wallet', 'balance', 'top up', 'recharge'],
    order: ['order', 'purchase'],
    shipping: ['ship', 'deliver', 'track', 'logistic', 'dispatch', 'arrive', 'courier', 'parcel'],
    product: [
      'material',
      'made of',
      'size',
      'colour',
      'color',
      'weight',
      'dimension',
      'warranty',
      'waterproof',
      'in stock',
      'stock',
      'available',
      'battery',
      'ingredient',
      'capacity',
      'bpa',
    ],
    thanks: ['thank', 'thx', 'cheers'],
    pointer: ['it', 'this', 'that one', 'product', 'item'],
    question: ['what', 'when', 'how', 'which', 'does', 'can', 'could'],
    hello: ['hello', 'hi', 'hey', 'good morning', 'good evening'],
  },
  'zh-CN': {
    person: ['人工', '真人', '客服人员', '工作人员'],
    refund: ['退款', '退货', '退钱', '換貨', '换货', '寄回'],
    payment: ['支付', '付款', '钱包', '余额', '充值'],
    order: ['订单', '訂單'],
    shipping: ['物流', '发货', '發貨', '快递', '配送', '送到', '到货', '寄'],
    product: [
      '材质',
      '材料',
      '尺寸',
      '大小',
      '颜色',
      '重量',
      '保修',
      '防水',
      '库存',
      '有货',
      '电池',
      '成分',
      '容量',
    ],
    thanks: ['谢谢', '多谢', '謝謝'],
    pointer: ['这个', '這個', '商品', '产品', '它'],
    question: ['吗', '嗎', '么', '什么', '怎么', '多少', '是否', '有没有', '哪'],
    hello: ['你好', '您好', '在吗'],
  },
  ri: {
    person: ['担当者', 'オペレーター', 'スタッフ', '人間'],
    refund: ['返品', '返金', '交換'],
    payment: ['支払', '決済', 'ウォレット', '残高', 'チャージ'],
    order: ['注文'],
    shipping: ['配送', '発送', '届', '追跡'],
    product: ['素材', '材質', 'サイズ', '色', '重さ', '保証', '防水', '在庫', '電池', '容量'],
    thanks: ['ありがとう'],
    pointer: ['これ', 'この商品', '商品'],
    question: ['ですか', 'ますか', 'いつ', 'どう', 'なに', '何'],
    hello: ['こんにちは', 'こんばんは'],
  },
  han: {
    person: ['상담원', '직원', '사람'],
    refund: ['환불', '반품', '교환'],
    payment: ['결제', '지갑', '잔액', '충전'],
    order: ['주문'],
    shipping: ['배송', '택배', '발송', '도착'],
    product: [
      '소재',
      '재질',
      '사이즈',
      '크기',
      '색상',
      '무게',
      '보증',
      '방수',
      '재고',
      '배터리',
      '용량',
    ],
    thanks: ['감사', '고마워', '고맙'],
    pointer: ['이거', '이 상품', '상품', '제품'],
    question: ['나요', '까요', '니까', '언제', '어떻게', '무엇'],
    hello: ['안녕'],
  },
  tai: {
    person: ['พนักงาน', 'เจ้าหน้าที่', 'คนจริง', 'แอดมิน'],
    refund: ['คืนเงิน', 'คืนสินค้า', 'ส่งคืน', 'เปลี่ยนสินค้า', 'คืนของ'],
    payment: ['ชำระ', 'จ่าย', 'กระเป๋าเงิน', 'ยอดเงิน', 'เติมเงิน'],
    order: ['คำสั่งซื้อ', 'ออเดอร์'],
    shipping: ['จัดส่ง', 'ส่ง', 'พัสดุ', 'ขนส่ง', 'ได้รับของ', 'ของถึง'],
    product: [
      'วัสดุ',
      'ขนาด',
      'สีอะไร',
      'มีสี',
      'สีไหน',
      'น้ำหนัก',
      'รับประกัน',
      'กันน้ำ',
      'สต็อก',
      'มีของ',
      'แบตเตอรี่',
      'ความจุ',
    ],
    thanks: ['ขอบคุณ'],
    pointer: ['สินค้า', 'ชิ้นนี้', 'อันนี้', 'ตัวนี้'],
    question: ['ไหม', 'มั้ย', 'หรือเปล่า', 'หรือไม่', 'เมื่อไหร่', 'เมื่อไร', 'ยังไง', 'อย่างไร', 'อะไร', 'กี่'],
    hello: ['สวัสดี'],
  },
};

const LATIN = /^[\p{Script=Latin}\p{N}\s'-]+$/u;
/** What may not touch a Latin keyword: Latin letters and digits ("BPA" may follow "含"). */
const LETTER_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;

interface Keyword {
  word: string;
  kind: KeywordKind;
  latin: boolean;
}

/** Every table's words, the longest first. */
const KEYWORDS: readonly Keyword[] = Object.values(AGENT_KEYWORDS)
  .flatMap((table) =>
    (Object.entries(table) as [KeywordKind, readonly string[]][]).flatMap(([kind, words]) =>
      words.map((word) => {
        const normal = normalise(word);
        return { word: normal, kind, latin: LATIN.test(normal) };
      }),
    ),
  )
  .sort((a, b) => b.word.length - a.word.length);

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** One clause of a shopper's text; `asked` when it ends with a question mark. */
export interface Clause {
  text: string;
  asked: boolean;
}

/**
 * A text's clauses: cut at sentence ends, commas and new lines in any script, and at spaces
 * between Thai words (Thai writes a space where others write a full stop or comma).
 */
export function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  const cut = /([?!.。？！；;,，、\n]+)|(?<=[\u0E00-\u0E7F])\s+(?=[\u0E00-\u0E7F])/gu;
  const normal = normalise(text);
  let from = 0;
  for (const match of normal.matchAll(cut)) {
    clauses.push({ text: normal.slice(from, match.index), asked: /[?？]/u.test(match[0]) });
    from = match.index + match[0].length;
  }
  clauses.push({ text: normal.slice(from), asked: false });
  return clauses
    .map((clause) => ({ ...clause, text: clause.text.trim() }))
    .filter((clause) => clause.text !== '');
}

/** Whether `word` is at `at` of `clause` as a table's word may be (see the rules above). */
function fits(clause: string, at: number, keyword: Keyword): boolean {
  if (!keyword.latin) return true;
  const before = clause[at - 1];
  if (before !== undefined && LETTER_OR_DIGIT.test(before)) return false;
  if (keyword.word.length > 3) return true;
  const after = clause[at + keyword.word.length];
  return after === undefined || !LETTER_OR_DIGIT.test(after);
}

/**
 * The kinds of word in one clause, in the order they appear. A keyword inside a longer one found
 * there does not count ("ส่ง", ship, inside "ส่งคืน", return); of keywords that overlap, the
 * longer counts.
 */
export function kindsIn(clause: string): KeywordKind[] {
  const all: { at: number; end: number; kind: KeywordKind }[] = [];
  for (const keyword of KEYWORDS) {
    for (
      let at = clause.indexOf(keyword.word);
      at >= 0;
      at = clause.indexOf(keyword.word, at + 1)
    ) {
      if (fits(clause, at, keyword))
        all.push({ at, end: at + keyword.word.length, kind: keyword.kind });
    }
  }
  const taken = new Array<boolean>(clause.length).fill(false);
  const found: { at: number; kind: KeywordKind }[] = [];
  // KEYWORDS is longest first, so `all` is too.
  for (const match of all) {
    const inside = all.some(
      (other) =>
        other.end - other.at > match.end - match.at &&
        other.at <= match.at &&
        match.end <= other.end,
    );
    if (inside || taken.slice(match.at, match.end).some(Boolean)) continue;
    taken.fill(true, match.at, match.end);
    found.push(match);
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.kind);
}

const TOPICS: ReadonlySet<KeywordKind> = new Set<AgentTopic>([
  'person',
  'refund',
  'payment',
  'order',
  'shipping',
  'product',
  'thanks',
]);

/**
 * The topics of a shopper's text, each once, in the order asked. Per clause: its topics (a
 * product's feature, "BPA", "กันน้ำ", is the product's topic); else, while `productInContext`, a
 * pointer at the product or a question is about the product; a clause of greetings only asks
 * nothing. Thanks is answered only when nothing else is asked. Empty: nothing recognised (the
 * agent's help).
 */
export function topicsOf(text: string, productInContext = false): AgentTopic[] {
  const topics: AgentTopic[] = [];
  const add = (topic: AgentTopic) => {
    if (!topics.includes(topic)) topics.push(topic);
  };
  for (const clause of clausesOf(text)) {
    const kinds = kindsIn(clause.text).filter((kind) => kind !== 'hello');
    const own = kinds.filter((kind): kind is AgentTopic => TOPICS.has(kind));
    const greetingOnly = kinds.length === 0 && kindsIn(clause.text).length > 0;
    if (own.length > 0) own.forEach(add);
    else if (
      productInContext &&
      !greetingOnly &&
      (kinds.includes('pointer') || kinds.includes('question') || clause.asked)
    ) {
      add('product');
    }
  }
  return topics.length > 1 ? topics.filter((topic) => topic !== 'thanks') : topics;
}

/**
 * The language a text is written in, by its script: Thai, Korean (Hangul), Japanese (kana), Chinese
 * (Han without kana), English (Latin letters). Undefined for a text of digits, signs or emoji only.
 * Other scripts win over Latin ("BPA ไหม" is Thai).
 */
export function languageOfText(text: string): LanguageCode | undefined {
  if (/\p{Script=Thai}/u.test(text)) return 'tai';
  if (/\p{Script=Hangul}/u.test(text)) return 'han';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ri';
  if (/\p{Script=Han}/u.test(text)) return 'zh-CN';
  if (/\p{Script=Latin}/u.test(text)) return 'en';
  return undefined;
}
