import type { LanguageCode } from '../store/state';

// What the customer-service agent says, in the five languages of the shop. `{x}` are filled in.

export type AgentTopic = 'order' | 'shipping' | 'refund' | 'payment' | 'thanks' | 'help';

export interface AgentPhrases {
  greeting: string;
  noOrder: string;
  latestOrder: string;
  shipping: string;
  refund: string;
  payment: string;
  thanks: string;
  /** The long answer, streamed. */
  help: string;
  orderStatus: Record<string, string>;
}

/**
 * Words that point at a topic, in any of the languages (a shopper may mix them). The first topic
 * that matches wins, so the more specific ones come first ("refund my order" is about a refund).
 */
export const TOPIC_WORDS: Record<Exclude<AgentTopic, 'help'>, readonly string[]> = {
  refund: ['refund', 'return', '退款', '退货', '返品', '返金', '환불', '반품', 'คืนเงิน', 'คืนสินค้า'],
  payment: [
    'pay',
    'wallet',
    'balance',
    '支付',
    '付款',
    '钱包',
    '支払',
    '決済',
    '결제',
    '지갑',
    'ชำระ',
    'จ่าย',
  ],
  thanks: ['thank', 'thx', '谢谢', '多谢', 'ありがとう', '감사', '고마워', 'ขอบคุณ'],
  order: ['order', '订单', '訂單', '注文', '주문', 'คำสั่งซื้อ', 'ออเดอร์'],
  shipping: [
    'ship',
    'deliver',
    'track',
    'logistic',
    '物流',
    '发货',
    '快递',
    '配送',
    '発送',
    '배송',
    '택배',
    'จัดส่ง',
    'ส่งของ',
  ],
};

export const AGENT_PHRASES: Record<LanguageCode, AgentPhrases> = {
  en: {
    greeting: 'Hello {name}, welcome to {shop} customer service. How can I help you?',
    noOrder: 'I cannot find any order of yours with {shop} yet.',
    latestOrder: 'Your latest order {sn} is {status}.',
    shipping:
      'Orders ship within 48 hours of payment. Once shipped, the tracking number is on the order page.',
    refund:
      'You can apply for a refund from the order page. We review it within 24 hours and the money goes back to your wallet.',
    payment:
      'Orders are paid from your wallet balance with your payment code. You can top it up under Wallet.',
    thanks: 'You are welcome! Anything else?',
    help: 'I can help you with many things. Ask me about your latest order and where it is, about shipping times and tracking numbers, about refunds and returns, or about paying from your wallet. Just write a few words, for example "where is my order" or "refund", and I will answer right away.',
    orderStatus: {
      '0': 'waiting for payment',
      '1': 'paid and waiting to ship',
      '2': 'shipped',
      '3': 'received',
      '4': 'completed',
      '-1': 'cancelled',
      '-4': 'in after-sale',
    },
  },
  'zh-CN': {
    greeting: '{name}您好，欢迎来到{shop}客服。请问有什么可以帮您？',
    noOrder: '暂未找到您在{shop}的订单。',
    latestOrder: '您最近的订单 {sn} 状态：{status}。',
    shipping: '订单付款后48小时内发货，发货后可在订单页面查看物流单号。',
    refund: '您可以在订单页面申请退款，我们会在24小时内审核，款项将退回您的钱包。',
    payment: '订单使用钱包余额和支付密码付款，您可以在钱包页面充值。',
    thanks: '不客气！还有其他问题吗？',
    help: '我可以帮您处理很多事情。您可以问我最近的订单和它的位置，发货时间和物流单号，退款和退货，或者如何用钱包付款。只需写几个字，例如“我的订单在哪里”或“退款”，我会马上回答您。',
    orderStatus: {
      '0': '待付款',
      '1': '已付款，待发货',
      '2': '已发货',
      '3': '已收货',
      '4': '已完成',
      '-1': '已取消',
      '-4': '售后中',
    },
  },
  ri: {
    greeting: '{name}様、{shop}カスタマーサービスへようこそ。ご用件をお聞かせください。',
    noOrder: '{shop}でのご注文はまだ見つかりません。',
    latestOrder: '最新のご注文 {sn} は「{status}」です。',
    shipping:
      'ご注文はお支払いから48時間以内に発送します。発送後、追跡番号は注文ページに表示されます。',
    refund: '注文ページから返金を申請できます。24時間以内に審査し、代金はウォレットに戻ります。',
    payment:
      'ご注文はウォレット残高と支払いパスワードでお支払いいただけます。チャージはウォレットからどうぞ。',
    thanks: 'どういたしまして！他にご質問はありますか？',
    help: 'いろいろなことをお手伝いできます。最新のご注文とその配送状況、発送までの時間と追跡番号、返金と返品、ウォレットでのお支払いについてお気軽にお尋ねください。「注文はどこ」や「返金」のように短く書いていただければ、すぐにお答えします。',
    orderStatus: {
      '0': '支払い待ち',
      '1': '支払い済み・発送待ち',
      '2': '発送済み',
      '3': '受け取り済み',
      '4': '完了',
      '-1': 'キャンセル済み',
      '-4': 'アフターサービス中',
    },
  },
  han: {
    greeting: '{name}님, {shop} 고객센터에 오신 것을 환영합니다. 무엇을 도와드릴까요?',
    noOrder: '{shop}에서 주문하신 내역을 아직 찾을 수 없습니다.',
    latestOrder: '최근 주문 {sn}의 상태는 {status}입니다.',
    shipping:
      '주문은 결제 후 48시간 이내에 발송됩니다. 발송 후 주문 페이지에서 운송장 번호를 확인하세요.',
    refund:
      '주문 페이지에서 환불을 신청할 수 있습니다. 24시간 이내에 검토하며 금액은 지갑으로 돌아갑니다.',
    payment: '주문은 지갑 잔액과 결제 비밀번호로 결제됩니다. 지갑에서 충전할 수 있습니다.',
    thanks: '천만에요! 다른 도움이 필요하신가요?',
    help: '여러 가지를 도와드릴 수 있습니다. 최근 주문과 배송 위치, 발송 시간과 운송장 번호, 환불과 반품, 지갑으로 결제하는 방법에 대해 물어보세요. "내 주문 어디" 또는 "환불"처럼 몇 단어만 적어 주시면 바로 답해 드리겠습니다.',
    orderStatus: {
      '0': '결제 대기',
      '1': '결제 완료, 발송 대기',
      '2': '발송됨',
      '3': '수령함',
      '4': '완료',
      '-1': '취소됨',
      '-4': 'A/S 진행 중',
    },
  },
  tai: {
    greeting: 'สวัสดีคุณ{name} ยินดีต้อนรับสู่ฝ่ายบริการลูกค้าของ {shop} มีอะไรให้ช่วยไหมคะ',
    noOrder: 'ยังไม่พบคำสั่งซื้อของคุณกับ {shop}',
    latestOrder: 'คำสั่งซื้อล่าสุดของคุณ {sn} อยู่ในสถานะ {status}',
    shipping: 'คำสั่งซื้อจะจัดส่งภายใน 48 ชั่วโมงหลังชำระเงิน เมื่อจัดส่งแล้วดูเลขพัสดุได้ที่หน้าคำสั่งซื้อ',
    refund: 'คุณขอคืนเงินได้จากหน้าคำสั่งซื้อ เราจะตรวจสอบภายใน 24 ชั่วโมง และเงินจะคืนเข้ากระเป๋าเงินของคุณ',
    payment: 'ชำระคำสั่งซื้อด้วยยอดเงินในกระเป๋าเงินและรหัสชำระเงิน เติมเงินได้ที่หน้ากระเป๋าเงิน',
    thanks: 'ยินดีค่ะ! มีอะไรอีกไหมคะ',
    help: 'เราช่วยคุณได้หลายเรื่อง ถามเราได้เกี่ยวกับคำสั่งซื้อล่าสุดและสถานะการจัดส่ง ระยะเวลาจัดส่งและเลขพัสดุ การคืนเงินและคืนสินค้า หรือการชำระเงินด้วยกระเป๋าเงิน เพียงพิมพ์สั้นๆ เช่น "คำสั่งซื้ออยู่ไหน" หรือ "คืนเงิน" แล้วเราจะตอบทันที',
    orderStatus: {
      '0': 'รอชำระเงิน',
      '1': 'ชำระแล้ว รอจัดส่ง',
      '2': 'จัดส่งแล้ว',
      '3': 'ได้รับแล้ว',
      '4': 'เสร็จสมบูรณ์',
      '-1': 'ยกเลิกแล้ว',
      '-4': 'อยู่ระหว่างบริการหลังการขาย',
    },
  },
};

/** The platform's service name in each language (a shop's is its name). */
export const PLATFORM_SERVICE_NAME: Record<LanguageCode, string> = {
  en: 'the platform',
  'zh-CN': '平台',
  ri: 'プラットフォーム',
  han: '플랫폼',
  tai: 'แพลตฟอร์ม',
};

/** The topic a shopper's text is about; `help` when none is recognised. */
export function topicOf(text: string): AgentTopic {
  const lower = text.toLowerCase();
  for (const topic of Object.keys(TOPIC_WORDS) as Exclude<AgentTopic, 'help'>[]) {
    if (TOPIC_WORDS[topic].some((word) => lower.includes(word))) return topic;
  }
  return 'help';
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
