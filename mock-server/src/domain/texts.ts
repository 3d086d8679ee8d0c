import type { FundRemarkKey, LanguageCode, LogisticsKey, NotificationKey } from '../store/state';

// Texts the server writes for the shopper (category names, order timeline, notifications, fund
// record remarks, home notices), in the five languages. Stored records keep only a key and values,
// so a shopper who switches language reads old records in the new one.

type Translations = Record<LanguageCode, string>;

export const CATEGORY_NAMES: Record<string, Translations> = {
  computer: { en: 'Computer', 'zh-CN': '电脑', ri: 'パソコン', han: '컴퓨터', tai: 'คอมพิวเตอร์' },
  electrical: {
    en: 'Electrical equipment',
    'zh-CN': '电器',
    ri: '電気製品',
    han: '전기 제품',
    tai: 'เครื่องใช้ไฟฟ้า',
  },
  outdoors: { en: 'Outdoors', 'zh-CN': '户外', ri: 'アウトドア', han: '아웃도어', tai: 'กลางแจ้ง' },
  family_life: {
    en: 'Family life',
    'zh-CN': '家居生活',
    ri: '家庭用品',
    han: '생활용품',
    tai: 'ของใช้ในบ้าน',
  },
  health: { en: 'Health', 'zh-CN': '健康', ri: '健康', han: '건강', tai: 'สุขภาพ' },
  mens_clothing: {
    en: "Men's clothing",
    'zh-CN': '男装',
    ri: 'メンズ服',
    han: '남성 의류',
    tai: 'เสื้อผ้าผู้ชาย',
  },
  womens_clothing: {
    en: "Women's clothing",
    'zh-CN': '女装',
    ri: 'レディース服',
    han: '여성 의류',
    tai: 'เสื้อผ้าผู้หญิง',
  },
  food: { en: 'Food', 'zh-CN': '食品', ri: '食品', han: '식품', tai: 'อาหาร' },
  mobile_phone: {
    en: 'Mobile phone',
    'zh-CN': '手机',
    ri: '携帯電話',
    han: '휴대폰',
    tai: 'โทรศัพท์มือถือ',
  },
  toys: { en: 'Toys', 'zh-CN': '玩具', ri: 'おもちゃ', han: '장난감', tai: 'ของเล่น' },
};

export const LOGISTICS_TEXTS: Record<LogisticsKey, Translations> = {
  created: {
    en: 'Order created',
    'zh-CN': '订单已创建',
    ri: '注文が作成されました',
    han: '주문이 생성되었습니다',
    tai: 'สร้างคำสั่งซื้อแล้ว',
  },
  paid: {
    en: 'Paid, waiting for the shop to ship',
    'zh-CN': '已付款，等待商家发货',
    ri: '支払い済み、発送待ち',
    han: '결제 완료, 발송 대기 중',
    tai: 'ชำระเงินแล้ว รอร้านค้าจัดส่ง',
  },
  shipped: {
    en: 'Shipped by the shop',
    'zh-CN': '商家已发货',
    ri: 'ショップが発送しました',
    han: '상점에서 발송했습니다',
    tai: 'ร้านค้าจัดส่งแล้ว',
  },
  delivered: {
    en: 'Delivered to the addressee',
    'zh-CN': '已送达收件人',
    ri: '受取人に配達されました',
    han: '수령인에게 배달되었습니다',
    tai: 'จัดส่งถึงผู้รับแล้ว',
  },
  confirmed: {
    en: 'Receipt confirmed',
    'zh-CN': '已确认收货',
    ri: '受け取りが確認されました',
    han: '수령이 확인되었습니다',
    tai: 'ยืนยันการรับสินค้าแล้ว',
  },
  cancelled: {
    en: 'Order cancelled',
    'zh-CN': '订单已取消',
    ri: '注文がキャンセルされました',
    han: '주문이 취소되었습니다',
    tai: 'ยกเลิกคำสั่งซื้อแล้ว',
  },
  refund_requested: {
    en: 'Refund requested',
    'zh-CN': '已申请退款',
    ri: '返金を申請しました',
    han: '환불을 신청했습니다',
    tai: 'ขอคืนเงินแล้ว',
  },
  refunded: {
    en: 'Refunded to the wallet',
    'zh-CN': '已退款至钱包',
    ri: 'ウォレットに返金されました',
    han: '지갑으로 환불되었습니다',
    tai: 'คืนเงินเข้ากระเป๋าแล้ว',
  },
  refund_refused: {
    en: 'Refund refused',
    'zh-CN': '退款被拒绝',
    ri: '返金が拒否されました',
    han: '환불이 거절되었습니다',
    tai: 'คำขอคืนเงินถูกปฏิเสธ',
  },
};

export const NOTIFICATION_TEXTS: Record<
  NotificationKey,
  { title: Translations; content: Translations }
> = {
  order_paid: {
    title: {
      en: 'Payment received',
      'zh-CN': '付款成功',
      ri: '支払い完了',
      han: '결제 완료',
      tai: 'ชำระเงินสำเร็จ',
    },
    content: {
      en: 'Order {sn} is paid.',
      'zh-CN': '订单 {sn} 已付款。',
      ri: '注文 {sn} の支払いが完了しました。',
      han: '주문 {sn} 결제가 완료되었습니다.',
      tai: 'คำสั่งซื้อ {sn} ชำระเงินแล้ว',
    },
  },
  order_shipped: {
    title: {
      en: 'Order shipped',
      'zh-CN': '订单已发货',
      ri: '注文が発送されました',
      han: '주문 발송',
      tai: 'จัดส่งคำสั่งซื้อแล้ว',
    },
    content: {
      en: 'Order {sn} is on its way.',
      'zh-CN': '订单 {sn} 正在配送中。',
      ri: '注文 {sn} は配送中です。',
      han: '주문 {sn} 이(가) 배송 중입니다.',
      tai: 'คำสั่งซื้อ {sn} กำลังจัดส่ง',
    },
  },
  order_received: {
    title: {
      en: 'Order received',
      'zh-CN': '订单已收货',
      ri: '注文を受け取りました',
      han: '주문 수령',
      tai: 'ได้รับคำสั่งซื้อแล้ว',
    },
    content: {
      en: 'Order {sn} was received. Tell others what you think!',
      'zh-CN': '订单 {sn} 已收货，快来评价吧！',
      ri: '注文 {sn} を受け取りました。レビューをお願いします！',
      han: '주문 {sn} 을(를) 수령했습니다. 리뷰를 남겨 주세요!',
      tai: 'ได้รับคำสั่งซื้อ {sn} แล้ว มารีวิวกันเถอะ!',
    },
  },
  order_cancelled: {
    title: {
      en: 'Order cancelled',
      'zh-CN': '订单已取消',
      ri: '注文キャンセル',
      han: '주문 취소',
      tai: 'ยกเลิกคำสั่งซื้อ',
    },
    content: {
      en: 'Order {sn} was cancelled.',
      'zh-CN': '订单 {sn} 已取消。',
      ri: '注文 {sn} はキャンセルされました。',
      han: '주문 {sn} 이(가) 취소되었습니다.',
      tai: 'คำสั่งซื้อ {sn} ถูกยกเลิกแล้ว',
    },
  },
  recharge_approved: {
    title: {
      en: 'Recharge approved',
      'zh-CN': '充值成功',
      ri: 'チャージ承認',
      han: '충전 승인',
      tai: 'อนุมัติการเติมเงิน',
    },
    content: {
      en: '{amount} USD was added to your wallet.',
      'zh-CN': '{amount} USD 已存入您的钱包。',
      ri: '{amount} USD がウォレットに追加されました。',
      han: '{amount} USD 가 지갑에 추가되었습니다.',
      tai: 'เพิ่ม {amount} USD เข้ากระเป๋าเงินแล้ว',
    },
  },
  recharge_refused: {
    title: {
      en: 'Recharge refused',
      'zh-CN': '充值被拒绝',
      ri: 'チャージ拒否',
      han: '충전 거절',
      tai: 'การเติมเงินถูกปฏิเสธ',
    },
    content: {
      en: 'Your recharge of {amount} USD was refused. {remark}',
      'zh-CN': '您的 {amount} USD 充值被拒绝。{remark}',
      ri: '{amount} USD のチャージは拒否されました。{remark}',
      han: '{amount} USD 충전이 거절되었습니다. {remark}',
      tai: 'การเติมเงิน {amount} USD ถูกปฏิเสธ {remark}',
    },
  },
  withdraw_approved: {
    title: {
      en: 'Withdrawal paid',
      'zh-CN': '提现成功',
      ri: '出金完了',
      han: '출금 완료',
      tai: 'ถอนเงินสำเร็จ',
    },
    content: {
      en: '{amount} USD is on its way to your card.',
      'zh-CN': '{amount} USD 正在转入您的银行卡。',
      ri: '{amount} USD がカードに送金されます。',
      han: '{amount} USD 가 카드로 송금됩니다.',
      tai: '{amount} USD กำลังโอนเข้าบัตรของคุณ',
    },
  },
  withdraw_refused: {
    title: {
      en: 'Withdrawal refused',
      'zh-CN': '提现被拒绝',
      ri: '出金拒否',
      han: '출금 거절',
      tai: 'การถอนเงินถูกปฏิเสธ',
    },
    content: {
      en: '{amount} USD is back in your wallet. {remark}',
      'zh-CN': '{amount} USD 已退回您的钱包。{remark}',
      ri: '{amount} USD がウォレットに戻りました。{remark}',
      han: '{amount} USD 가 지갑으로 반환되었습니다. {remark}',
      tai: '{amount} USD กลับเข้ากระเป๋าเงินแล้ว {remark}',
    },
  },
  refund_approved: {
    title: {
      en: 'Refund approved',
      'zh-CN': '退款成功',
      ri: '返金承認',
      han: '환불 승인',
      tai: 'อนุมัติการคืนเงิน',
    },
    content: {
      en: 'The refund of order {sn} ({amount} USD) is in your wallet.',
      'zh-CN': '订单 {sn} 的退款（{amount} USD）已退回钱包。',
      ri: '注文 {sn} の返金（{amount} USD）がウォレットに入りました。',
      han: '주문 {sn} 의 환불({amount} USD)이 지갑에 들어왔습니다.',
      tai: 'เงินคืนของคำสั่งซื้อ {sn} ({amount} USD) เข้ากระเป๋าเงินแล้ว',
    },
  },
  refund_refused: {
    title: {
      en: 'Refund refused',
      'zh-CN': '退款被拒绝',
      ri: '返金拒否',
      han: '환불 거절',
      tai: 'การคืนเงินถูกปฏิเสธ',
    },
    content: {
      en: 'The refund of order {sn} was refused.',
      'zh-CN': '订单 {sn} 的退款申请被拒绝。',
      ri: '注文 {sn} の返金は拒否されました。',
      han: '주문 {sn} 의 환불이 거절되었습니다.',
      tai: 'คำขอคืนเงินของคำสั่งซื้อ {sn} ถูกปฏิเสธ',
    },
  },
};

/** Remarks of fund records; `{sn}` is the serial of the order, recharge or withdrawal. */
export const FUND_REMARK_TEXTS: Record<FundRemarkKey, Translations> = {
  order_pay: {
    en: 'Order {sn}',
    'zh-CN': '订单 {sn}',
    ri: '注文 {sn}',
    han: '주문 {sn}',
    tai: 'คำสั่งซื้อ {sn}',
  },
  refund: {
    en: 'Refund of order {sn}',
    'zh-CN': '订单 {sn} 退款',
    ri: '注文 {sn} の返金',
    han: '주문 {sn} 환불',
    tai: 'เงินคืนของคำสั่งซื้อ {sn}',
  },
  recharge: {
    en: 'Recharge {sn}',
    'zh-CN': '充值 {sn}',
    ri: '入金 {sn}',
    han: '충전 {sn}',
    tai: 'เติมเงิน {sn}',
  },
  withdraw: {
    en: 'Withdrawal {sn}',
    'zh-CN': '提现 {sn}',
    ri: '出金 {sn}',
    han: '출금 {sn}',
    tai: 'ถอนเงิน {sn}',
  },
  withdraw_return: {
    en: 'Withdrawal {sn} refused',
    'zh-CN': '提现 {sn} 被拒绝',
    ri: '出金 {sn} は拒否されました',
    han: '출금 {sn} 거절됨',
    tai: 'การถอนเงิน {sn} ถูกปฏิเสธ',
  },
};

export const HOME_NOTICES: Translations[] = [
  {
    en: 'Free shipping on shop orders from 99.00 USD',
    'zh-CN': '单店满 99.00 USD 包邮',
    ri: '1店舗 99.00 USD 以上で送料無料',
    han: '상점별 99.00 USD 이상 무료 배송',
    tai: 'ส่งฟรีเมื่อสั่งซื้อต่อร้านตั้งแต่ 99.00 USD',
  },
  {
    en: 'New here? Use promo code WELCOME10 on orders from 50.00 USD',
    'zh-CN': '新用户满 50.00 USD 可用优惠码 WELCOME10',
    ri: '50.00 USD 以上のご注文でプロモコード WELCOME10 が使えます',
    han: '50.00 USD 이상 주문 시 프로모션 코드 WELCOME10 사용 가능',
    tai: 'ใช้โค้ด WELCOME10 เมื่อสั่งซื้อตั้งแต่ 50.00 USD',
  },
];

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '').trim();
}
