import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../store/state';
import { AGENT_KEYWORDS, languageOfText, topicsOf, type AgentTopic } from './agent-keywords';

// What the agent understands (agent-keywords.ts): one table of questions per language, each with
// the topics it must answer, in the order asked, with and without a product in the conversation.

type Row = [question: string, topics: AgentTopic[], withProduct?: AgentTopic[]];

const QUESTIONS: Record<LanguageCode, Row[]> = {
  en: [
    ['When does it ship?', ['shipping']],
    ['is it BPA free? When does it ship?', ['product', 'shipping']],
    ['Where is my order?', ['order']],
    ['I want a refund', ['refund']],
    ['Can I pay from my wallet?', ['payment']],
    ['Thanks!', ['thanks']],
    ['Thanks! How long does delivery take?', ['shipping']],
    ['Can I talk to a real person?', ['person']],
    ['What material is the lid?', ['product']],
    ['Hello there', []],
    ['Hello?', [], []],
    ['Waterproof?', ['product']],
    ['Does the blue one fit a car holder?', [], ['product']],
    // Without a product card, "it" alone is no product question: the help answers.
    ['Can you gift-wrap it?', [], ['product']],
    // Prefixes, and short words only whole: "relationship" is no "ship", "item" no "it".
    ['My shipment was returned', ['shipping', 'refund']],
    ['Our relationship', []],
    ['Is the Italian roast fresh', [], []],
  ],
  'zh-CN': [
    ['什么时候发货？', ['shipping']],
    ['这个不含BPA吗？什么时候发货？', ['product', 'shipping']],
    ['我的订单在哪里？', ['order']],
    ['我要退款', ['refund']],
    ['可以用钱包付款吗', ['payment']],
    ['谢谢', ['thanks']],
    ['转人工', ['person']],
    ['是什么材质的？', ['product']],
    ['你好', []],
    ['能放进洗碗机吗？', [], ['product']],
  ],
  ri: [
    ['いつ発送されますか？', ['shipping']],
    ['この商品はBPAフリーですか？いつ届きますか？', ['product', 'shipping']],
    ['私の注文はどこですか？', ['order']],
    ['返品したいです', ['refund']],
    ['担当者と話したい', ['person']],
    ['ありがとう', ['thanks']],
  ],
  han: [
    ['언제 배송되나요?', ['shipping']],
    ['이 상품 BPA 없나요? 언제 도착하나요?', ['product', 'shipping']],
    ['내 주문은 어디에 있나요?', ['order']],
    ['환불하고 싶어요', ['refund']],
    ['상담원 연결해 주세요', ['person']],
    ['감사합니다', ['thanks']],
  ],
  tai: [
    ['สินค้าจะส่งเมื่อไหร่คะ', ['shipping']],
    ['ไม่มี BPA ใช่ไหมคะ สินค้าจะส่งเมื่อไหร่', ['product', 'shipping']],
    ['ใช้กับเครื่องล้างจานได้ไหมคะ', [], ['product']],
    ['สินค้านี้กันน้ำไหม ส่งเมื่อไหร่คะ', ['product', 'shipping']],
    ['คำสั่งซื้อของฉันอยู่ที่ไหน', ['order']],
    // "ส่งคืน" is a return, not a shipping question: the longer word wins.
    ['อยากส่งคืนสินค้าค่ะ', ['refund']],
    ['จ่ายด้วยกระเป๋าเงินได้ไหม', ['payment']],
    ['ขอคุยกับพนักงานค่ะ', ['person']],
    ['ขอบคุณค่ะ', ['thanks']],
    ['สวัสดีค่ะ', []],
  ],
};

describe.each(Object.keys(QUESTIONS) as LanguageCode[])('the agent reads %s', (lang) => {
  it.each(QUESTIONS[lang])('%s', (question, topics, withProduct = topics) => {
    expect(topicsOf(question, false)).toEqual(topics);
    expect(topicsOf(question, true)).toEqual(withProduct);
    expect(languageOfText(question)).toBe(lang === 'en' ? 'en' : lang);
  });
});

describe('the keyword tables', () => {
  it('has every kind of word in every language', () => {
    const kinds = Object.keys(AGENT_KEYWORDS.en).sort();
    for (const table of Object.values(AGENT_KEYWORDS)) {
      expect(Object.keys(table).sort()).toEqual(kinds);
      for (const words of Object.values(table)) expect(words.length).toBeGreaterThan(0);
    }
  });

  it('tells the language by the script, other scripts before Latin', () => {
    expect(languageOfText('BPA ไหม')).toBe('tai');
    expect(languageOfText('BPA吗')).toBe('zh-CN');
    expect(languageOfText('BPAですか')).toBe('ri');
    expect(languageOfText('123 👍')).toBeUndefined();
  });
});
