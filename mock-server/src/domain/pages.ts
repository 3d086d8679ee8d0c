import type { LanguageCode } from '../store/state';

// The texts behind /helpAndSupport and /law, in the five languages.

export interface InfoPage {
  title: string;
  content: string;
}

export const HELP_SUPPORT: Record<LanguageCode, InfoPage> = {
  en: {
    title: 'Help and support',
    content:
      'Need help with an order, a payment or a refund? Open the order and tap "Chat with the shop", or write to support@example.com. We answer within one working day.',
  },
  'zh-CN': {
    title: '帮助与支持',
    content:
      '订单、支付或退款需要帮助？打开订单并点击“联系店铺”，或发送邮件至 support@example.com。我们会在一个工作日内回复。',
  },
  ri: {
    title: 'ヘルプとサポート',
    content:
      '注文、支払い、返金についてお困りですか？注文を開いて「ショップとチャット」をタップするか、support@example.com までご連絡ください。1営業日以内にお返事します。',
  },
  han: {
    title: '도움말 및 지원',
    content:
      '주문, 결제 또는 환불에 도움이 필요하신가요? 주문을 열고 "상점과 채팅"을 누르거나 support@example.com 으로 문의하세요. 영업일 기준 1일 이내에 답변드립니다.',
  },
  tai: {
    title: 'ความช่วยเหลือและการสนับสนุน',
    content:
      'ต้องการความช่วยเหลือเกี่ยวกับคำสั่งซื้อ การชำระเงิน หรือการคืนเงิน? เปิดคำสั่งซื้อแล้วแตะ "แชทกับร้านค้า" หรือเขียนถึง support@example.com เราตอบกลับภายในหนึ่งวันทำการ',
  },
};

export const LAW: Record<LanguageCode, InfoPage> = {
  en: {
    title: 'Terms and policies',
    content:
      "By using the storefront you accept the terms of service and the privacy policy. Personal data is used only to fulfil orders and is never sold. Refunds follow the shop's after-sale policy; one refund request is allowed per order.",
  },
  'zh-CN': {
    title: '法律与政策',
    content:
      '使用本商城即表示您接受服务条款和隐私政策。个人数据仅用于履行订单，绝不出售。退款遵循店铺的售后政策；每个订单只允许申请一次退款。',
  },
  ri: {
    title: '規約とポリシー',
    content:
      'ストアをご利用いただくことで、利用規約とプライバシーポリシーに同意したものとみなされます。個人データは注文の履行にのみ使用され、販売されることはありません。返金はショップのアフターサービス規定に従い、1つの注文につき1回のみ申請できます。',
  },
  han: {
    title: '약관 및 정책',
    content:
      '스토어를 이용하면 서비스 약관과 개인정보 처리방침에 동의하는 것입니다. 개인 데이터는 주문 처리에만 사용되며 판매되지 않습니다. 환불은 상점의 애프터서비스 정책을 따르며 주문당 한 번만 신청할 수 있습니다.',
  },
  tai: {
    title: 'ข้อกำหนดและนโยบาย',
    content:
      'การใช้งานร้านค้าถือว่าคุณยอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัว ข้อมูลส่วนบุคคลใช้เพื่อดำเนินการตามคำสั่งซื้อเท่านั้นและจะไม่ถูกขาย การคืนเงินเป็นไปตามนโยบายหลังการขายของร้านค้า ขอคืนเงินได้หนึ่งครั้งต่อคำสั่งซื้อ',
  },
};
