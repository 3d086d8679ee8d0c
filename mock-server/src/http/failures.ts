import type { FailureReason } from '../domain/failure';
import type { LanguageCode } from '../store/state';
import { RULE_MESSAGES } from './rule-messages';
import type { RuleKey } from './rule-messages';
import { fillPhrase } from './validation-messages';

/**
 * Every failure the API answers, defined once: the envelope code, the HTTP status and the message
 * the shopper reads, in each of the five languages. As the contract fixes: a refused request is
 * HTTP 200 with code 0 (the web app toasts `msg`); a request that does not match the contract's
 * shape is HTTP 400 with code 0; a missing or invalid token is HTTP 401 with code 401; an upload
 * above 5 MB is HTTP 413. `{detail}` in a message is replaced by the failure's detail.
 */
export interface FailureDefinition {
  code: number;
  status: number;
  msg: Record<LanguageCode, string>;
}

export const FAILURES: Record<
  FailureReason | 'route_not_found' | 'request_shape' | 'internal_error',
  FailureDefinition
> = {
  invalid_request: {
    code: 0,
    status: 200,
    msg: {
      en: 'Invalid request',
      'zh-CN': '请求参数错误',
      ri: 'リクエストが正しくありません',
      han: '잘못된 요청입니다',
      tai: 'คำขอไม่ถูกต้อง',
    },
  },
  login_required: {
    code: 401,
    status: 401,
    msg: {
      en: 'Please log in first',
      'zh-CN': '请先登录',
      ri: '先にログインしてください',
      han: '먼저 로그인하세요',
      tai: 'กรุณาเข้าสู่ระบบก่อน',
    },
  },
  not_found: {
    code: 0,
    status: 200,
    msg: {
      en: 'Not found',
      'zh-CN': '记录不存在',
      ri: '見つかりません',
      han: '찾을 수 없습니다',
      tai: 'ไม่พบข้อมูล',
    },
  },
  route_not_found: {
    code: 0,
    status: 404,
    msg: {
      en: 'No such API',
      'zh-CN': '接口不存在',
      ri: 'そのAPIはありません',
      han: '해당 API가 없습니다',
      tai: 'ไม่มี API นี้',
    },
  },
  account_exists: {
    code: 0,
    status: 200,
    msg: {
      en: 'This e-mail is already registered',
      'zh-CN': '该邮箱已注册',
      ri: 'このメールアドレスは登録済みです',
      han: '이미 등록된 이메일입니다',
      tai: 'อีเมลนี้ลงทะเบียนแล้ว',
    },
  },
  wrong_credentials: {
    code: 0,
    status: 200,
    msg: {
      en: 'Wrong e-mail or password',
      'zh-CN': '邮箱或密码错误',
      ri: 'メールアドレスまたはパスワードが違います',
      han: '이메일 또는 비밀번호가 틀렸습니다',
      tai: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    },
  },
  wrong_password: {
    code: 0,
    status: 200,
    msg: {
      en: 'The old password is wrong',
      'zh-CN': '旧密码错误',
      ri: '現在のパスワードが違います',
      han: '기존 비밀번호가 틀렸습니다',
      tai: 'รหัสผ่านเดิมไม่ถูกต้อง',
    },
  },
  same_password: {
    code: 0,
    status: 200,
    msg: {
      en: 'The new password must differ from the old one',
      'zh-CN': '新密码不能与旧密码相同',
      ri: '新しいパスワードは現在のものと異なる必要があります',
      han: '새 비밀번호는 기존 비밀번호와 달라야 합니다',
      tai: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
    },
  },
  pay_code_not_set: {
    code: 0,
    status: 200,
    msg: {
      en: 'Please set a payment code first',
      'zh-CN': '请先设置支付密码',
      ri: '先に支払いパスワードを設定してください',
      han: '먼저 결제 비밀번호를 설정하세요',
      tai: 'กรุณาตั้งรหัสชำระเงินก่อน',
    },
  },
  pay_code_wrong: {
    code: 0,
    status: 200,
    msg: {
      en: 'Wrong payment code',
      'zh-CN': '支付密码错误',
      ri: '支払いパスワードが違います',
      han: '결제 비밀번호가 틀렸습니다',
      tai: 'รหัสชำระเงินไม่ถูกต้อง',
    },
  },
  pay_code_locked: {
    code: 0,
    status: 200,
    msg: {
      en: 'Too many wrong payment codes, try again in 15 minutes',
      'zh-CN': '支付密码错误次数过多，请15分钟后再试',
      ri: '支払いパスワードの誤りが多すぎます。15分後にお試しください',
      han: '결제 비밀번호 오류가 너무 많습니다. 15분 후 다시 시도하세요',
      tai: 'ใส่รหัสชำระเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที',
    },
  },
  pay_code_old_required: {
    code: 0,
    status: 200,
    msg: {
      en: 'Please enter the old payment code',
      'zh-CN': '请输入旧支付密码',
      ri: '現在の支払いパスワードを入力してください',
      han: '기존 결제 비밀번호를 입력하세요',
      tai: 'กรุณากรอกรหัสชำระเงินเดิม',
    },
  },
  pay_code_old_not_allowed: {
    code: 0,
    status: 200,
    msg: {
      en: 'No payment code is set yet: leave the old payment code empty',
      'zh-CN': '尚未设置支付密码，旧密码请留空',
      ri: '支払いパスワードは未設定です。現在のパスワードは空欄にしてください',
      han: '아직 결제 비밀번호가 없습니다. 기존 비밀번호는 비워 두세요',
      tai: 'ยังไม่ได้ตั้งรหัสชำระเงิน กรุณาเว้นรหัสเดิมว่างไว้',
    },
  },
  insufficient_balance: {
    code: 0,
    status: 200,
    msg: {
      en: 'Insufficient balance',
      'zh-CN': '余额不足',
      ri: '残高が不足しています',
      han: '잔액이 부족합니다',
      tai: 'ยอดเงินไม่เพียงพอ',
    },
  },
  order_state: {
    code: 0,
    status: 200,
    msg: {
      en: "This cannot be done in the order's current state",
      'zh-CN': '当前订单状态不允许此操作',
      ri: '現在の注文状態ではこの操作はできません',
      han: '현재 주문 상태에서는 할 수 없습니다',
      tai: 'ไม่สามารถทำรายการนี้ได้ในสถานะคำสั่งซื้อปัจจุบัน',
    },
  },
  nothing_selected: {
    code: 0,
    status: 200,
    msg: {
      en: 'Please select items first',
      'zh-CN': '请先选择商品',
      ri: '先に商品を選択してください',
      han: '먼저 상품을 선택하세요',
      tai: 'กรุณาเลือกสินค้าก่อน',
    },
  },
  out_of_stock: {
    code: 0,
    status: 200,
    msg: {
      en: 'Not enough stock',
      'zh-CN': '库存不足',
      ri: '在庫が不足しています',
      han: '재고가 부족합니다',
      tai: 'สินค้าในสต็อกไม่เพียงพอ',
    },
  },
  refund_exists: {
    code: 0,
    status: 200,
    msg: {
      en: 'Only one refund request is allowed per order',
      'zh-CN': '每个订单只能申请一次退款',
      ri: '返金申請は1つの注文につき1回までです',
      han: '주문당 환불 신청은 한 번만 가능합니다',
      tai: 'ขอคืนเงินได้เพียงครั้งเดียวต่อคำสั่งซื้อ',
    },
  },
  refund_amount_too_large: {
    code: 0,
    status: 200,
    msg: {
      en: 'The refund amount cannot exceed the amount paid',
      'zh-CN': '退款金额不能超过实付金额',
      ri: '返金額は支払額を超えられません',
      han: '환불 금액은 결제 금액을 초과할 수 없습니다',
      tai: 'จำนวนเงินคืนต้องไม่เกินยอดที่ชำระ',
    },
  },
  network_unsupported: {
    code: 0,
    status: 200,
    msg: {
      en: 'DEX, BSC and HECO deposits are not supported',
      'zh-CN': '不支持DEX、BSC和HECO充值',
      ri: 'DEX、BSC、HECOでの入金には対応していません',
      han: 'DEX, BSC, HECO 입금은 지원되지 않습니다',
      tai: 'ไม่รองรับการฝากผ่าน DEX, BSC และ HECO',
    },
  },
  network_mismatch: {
    code: 0,
    status: 200,
    msg: {
      en: "The network must be the same as the withdrawing platform's",
      'zh-CN': '所选网络必须与提币平台一致',
      ri: 'ネットワークは出金元プラットフォームと同じである必要があります',
      han: '네트워크는 출금 플랫폼과 같아야 합니다',
      tai: 'เครือข่ายต้องตรงกับแพลตฟอร์มที่ถอนเงิน',
    },
  },
  reset_code_invalid: {
    code: 0,
    status: 200,
    msg: {
      en: 'The code is wrong or has expired',
      'zh-CN': '验证码错误或已过期',
      ri: 'コードが違うか期限切れです',
      han: '코드가 틀렸거나 만료되었습니다',
      tai: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว',
    },
  },
  upload_missing: {
    code: 0,
    status: 200,
    msg: {
      en: 'Please choose a file to upload',
      'zh-CN': '请选择要上传的文件',
      ri: 'アップロードするファイルを選択してください',
      han: '업로드할 파일을 선택하세요',
      tai: 'กรุณาเลือกไฟล์ที่จะอัปโหลด',
    },
  },
  upload_not_image: {
    code: 0,
    status: 200,
    msg: {
      en: 'Only images can be uploaded (PNG, JPEG, GIF, WebP)',
      'zh-CN': '只能上传图片（PNG、JPEG、GIF、WebP）',
      ri: 'アップロードできるのは画像のみです（PNG、JPEG、GIF、WebP）',
      han: '이미지만 업로드할 수 있습니다 (PNG, JPEG, GIF, WebP)',
      tai: 'อัปโหลดได้เฉพาะรูปภาพ (PNG, JPEG, GIF, WebP)',
    },
  },
  upload_too_large: {
    code: 0,
    status: 413,
    msg: {
      en: 'The file is larger than 5 MB',
      'zh-CN': '文件不能超过5MB',
      ri: 'ファイルが5MBを超えています',
      han: '파일이 5MB를 초과합니다',
      tai: 'ไฟล์มีขนาดเกิน 5 MB',
    },
  },
  upload_not_owned: {
    code: 0,
    status: 200,
    msg: {
      en: 'Please upload the picture again',
      'zh-CN': '请重新上传图片',
      ri: '画像をもう一度アップロードしてください',
      han: '사진을 다시 업로드하세요',
      tai: 'กรุณาอัปโหลดรูปภาพอีกครั้ง',
    },
  },
  already_reviewed: {
    code: 0,
    status: 200,
    msg: {
      en: 'This order has already been reviewed',
      'zh-CN': '该订单已评价',
      ri: 'この注文はすでに評価済みです',
      han: '이미 리뷰한 주문입니다',
      tai: 'คำสั่งซื้อนี้รีวิวแล้ว',
    },
  },
  audit_done: {
    code: 0,
    status: 200,
    msg: {
      en: 'This record has already been audited',
      'zh-CN': '该记录已审核',
      ri: 'この記録はすでに審査済みです',
      han: '이미 심사된 기록입니다',
      tai: 'รายการนี้ได้รับการตรวจสอบแล้ว',
    },
  },
  rule: {
    code: 0,
    status: 200,
    msg: {
      en: 'Invalid request',
      'zh-CN': '请求参数错误',
      ri: 'リクエストが正しくありません',
      han: '잘못된 요청입니다',
      tai: 'คำขอไม่ถูกต้อง',
    },
  },
  request_shape: {
    code: 0,
    status: 400,
    msg: {
      en: 'Invalid request',
      'zh-CN': '请求参数错误',
      ri: 'リクエストが正しくありません',
      han: '잘못된 요청입니다',
      tai: 'คำขอไม่ถูกต้อง',
    },
  },
  promo_invalid: {
    code: 0,
    status: 200,
    msg: {
      en: 'This promo code cannot be used',
      'zh-CN': '该优惠码不可用',
      ri: 'このプロモコードは使用できません',
      han: '이 프로모션 코드는 사용할 수 없습니다',
      tai: 'ไม่สามารถใช้โค้ดส่งเสริมการขายนี้ได้',
    },
  },
  code_too_soon: {
    code: 0,
    status: 200,
    msg: {
      en: 'A code was just sent, please wait a minute before asking again',
      'zh-CN': '验证码刚刚已发送，请一分钟后再试',
      ri: 'コードを送信したばかりです。1分後に再度お試しください',
      han: '방금 코드를 보냈습니다. 1분 후 다시 시도하세요',
      tai: 'เพิ่งส่งรหัสไป กรุณารอหนึ่งนาทีก่อนขอใหม่',
    },
  },
  amount_too_small: {
    code: 0,
    status: 200,
    msg: {
      en: 'The amount must be at least {detail}',
      'zh-CN': '金额不能低于 {detail}',
      ri: '金額は {detail} 以上にしてください',
      han: '금액은 {detail} 이상이어야 합니다',
      tai: 'จำนวนเงินต้องไม่น้อยกว่า {detail}',
    },
  },
  internal_error: {
    code: 0,
    status: 500,
    msg: {
      en: 'Server error',
      'zh-CN': '服务器错误',
      ri: 'サーバーエラー',
      han: '서버 오류',
      tai: 'เซิร์ฟเวอร์ขัดข้อง',
    },
  },
};

/** The message a shopper reads for a failure, in their language. */
export function failureMessage(
  reason: keyof typeof FAILURES,
  lang: LanguageCode,
  detail?: string,
): string {
  if (reason === 'rule' && detail && detail in RULE_MESSAGES) {
    return RULE_MESSAGES[detail as RuleKey][lang];
  }
  if (reason === 'invalid_request' && detail) return fillPhrase('invalid', lang, detail);
  return FAILURES[reason].msg[lang].replace('{detail}', detail ?? '');
}
