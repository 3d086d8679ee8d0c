import type { LanguageCode } from '../store/state';

// Messages of the validation rules of spec section 5, in the five languages. The server checks
// every rule itself (it never trusts the client) and answers code 0 with one of these.

export type RuleKey =
  | 'account_required'
  | 'password_required'
  | 'email_invalid'
  | 'mobile_invalid'
  | 'password_too_short'
  | 'pay_code_format'
  | 'passwords_differ'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_positive'
  | 'bank_card_required'
  | 'bank_name_required'
  | 'recharge_address_required'
  | 'evidence_required'
  | 'network_required'
  | 'addressee_required'
  | 'mobile_required'
  | 'area_required'
  | 'detail_required'
  | 'tag_required'
  | 'reason_required'
  | 'explanation_required'
  | 'proof_required'
  | 'review_content_required'
  | 'complaint_content_required'
  | 'certificate_required'
  | 'code_required';

export const RULE_MESSAGES: Record<RuleKey, Record<LanguageCode, string>> = {
  account_required: {
    en: 'Please enter your account',
    'zh-CN': '请输入账号',
    ri: 'アカウントを入力してください',
    han: '계정을 입력하세요',
    tai: 'กรุณากรอกบัญชี',
  },
  password_required: {
    en: 'Please enter your password',
    'zh-CN': '请输入密码',
    ri: 'パスワードを入力してください',
    han: '비밀번호를 입력하세요',
    tai: 'กรุณากรอกรหัสผ่าน',
  },
  email_invalid: {
    en: 'Please enter a correct e-mail address',
    'zh-CN': '请输入正确的邮箱',
    ri: '正しいメールアドレスを入力してください',
    han: '올바른 이메일을 입력하세요',
    tai: 'กรุณากรอกอีเมลที่ถูกต้อง',
  },
  mobile_invalid: {
    en: 'Please enter a correct mobile number',
    'zh-CN': '请输入正确的手机号',
    ri: '正しい携帯電話番号を入力してください',
    han: '올바른 휴대폰 번호를 입력하세요',
    tai: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  },
  password_too_short: {
    en: 'The password must have at least 6 characters',
    'zh-CN': '密码至少6位',
    ri: 'パスワードは6文字以上にしてください',
    han: '비밀번호는 6자 이상이어야 합니다',
    tai: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  },
  pay_code_format: {
    en: 'The payment code must be at least 6 digits',
    'zh-CN': '支付密码至少6位数字',
    ri: '支払いパスワードは6桁以上の数字にしてください',
    han: '결제 비밀번호는 6자리 이상의 숫자여야 합니다',
    tai: 'รหัสชำระเงินต้องเป็นตัวเลขอย่างน้อย 6 หลัก',
  },
  passwords_differ: {
    en: 'The two entries do not match',
    'zh-CN': '两次输入不一致',
    ri: '2回の入力が一致しません',
    han: '두 입력이 일치하지 않습니다',
    tai: 'ข้อมูลที่กรอกทั้งสองครั้งไม่ตรงกัน',
  },
  amount_required: {
    en: 'Please enter the amount',
    'zh-CN': '请输入金额',
    ri: '金額を入力してください',
    han: '금액을 입력하세요',
    tai: 'กรุณากรอกจำนวนเงิน',
  },
  amount_invalid: {
    en: 'Please enter a correct amount',
    'zh-CN': '请输入正确的金额',
    ri: '正しい金額を入力してください',
    han: '올바른 금액을 입력하세요',
    tai: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
  },
  amount_positive: {
    en: 'The amount must be greater than 0',
    'zh-CN': '金额必须大于0',
    ri: '金額は0より大きくしてください',
    han: '금액은 0보다 커야 합니다',
    tai: 'จำนวนเงินต้องมากกว่า 0',
  },
  bank_card_required: {
    en: 'Please enter the bank card number',
    'zh-CN': '请输入银行卡号',
    ri: '銀行カード番号を入力してください',
    han: '은행 카드 번호를 입력하세요',
    tai: 'กรุณากรอกหมายเลขบัตรธนาคาร',
  },
  bank_name_required: {
    en: 'Please enter the bank name',
    'zh-CN': '请输入银行名称',
    ri: '銀行名を入力してください',
    han: '은행 이름을 입력하세요',
    tai: 'กรุณากรอกชื่อธนาคาร',
  },
  recharge_address_required: {
    en: 'Please choose the address',
    'zh-CN': '请选择地址',
    ri: 'アドレスを選択してください',
    han: '주소를 선택하세요',
    tai: 'กรุณาเลือกที่อยู่',
  },
  evidence_required: {
    en: 'Please upload the payment evidence',
    'zh-CN': '请上传付款凭证',
    ri: '支払い証明をアップロードしてください',
    han: '결제 증빙을 업로드하세요',
    tai: 'กรุณาอัปโหลดหลักฐานการชำระเงิน',
  },
  network_required: {
    en: 'Please choose a network',
    'zh-CN': '请选择网络',
    ri: 'ネットワークを選択してください',
    han: '네트워크를 선택하세요',
    tai: 'กรุณาเลือกเครือข่าย',
  },
  addressee_required: {
    en: 'Please enter the addressee',
    'zh-CN': '请输入收货人',
    ri: '受取人を入力してください',
    han: '수령인을 입력하세요',
    tai: 'กรุณากรอกชื่อผู้รับ',
  },
  mobile_required: {
    en: 'Please enter the mobile number',
    'zh-CN': '请输入手机号',
    ri: '携帯電話番号を入力してください',
    han: '휴대폰 번호를 입력하세요',
    tai: 'กรุณากรอกหมายเลขโทรศัพท์',
  },
  area_required: {
    en: 'Please enter the area',
    'zh-CN': '请输入所在地区',
    ri: '地域を入力してください',
    han: '지역을 입력하세요',
    tai: 'กรุณากรอกพื้นที่',
  },
  detail_required: {
    en: 'Please enter the detailed address',
    'zh-CN': '请输入详细地址',
    ri: '詳細な住所を入力してください',
    han: '상세 주소를 입력하세요',
    tai: 'กรุณากรอกที่อยู่โดยละเอียด',
  },
  tag_required: {
    en: 'Please choose a tag',
    'zh-CN': '请选择标签',
    ri: 'タグを選択してください',
    han: '태그를 선택하세요',
    tai: 'กรุณาเลือกแท็ก',
  },
  reason_required: {
    en: 'Please choose a reason',
    'zh-CN': '请选择退款原因',
    ri: '理由を選択してください',
    han: '사유를 선택하세요',
    tai: 'กรุณาเลือกเหตุผล',
  },
  explanation_required: {
    en: 'Please write an explanation',
    'zh-CN': '请填写退款说明',
    ri: '説明を入力してください',
    han: '설명을 입력하세요',
    tai: 'กรุณากรอกคำอธิบาย',
  },
  proof_required: {
    en: 'Please upload a proof',
    'zh-CN': '请上传凭证',
    ri: '証明をアップロードしてください',
    han: '증빙을 업로드하세요',
    tai: 'กรุณาอัปโหลดหลักฐาน',
  },
  review_content_required: {
    en: 'The review cannot be empty',
    'zh-CN': '评价内容不能为空',
    ri: 'レビュー内容を入力してください',
    han: '리뷰 내용을 입력하세요',
    tai: 'เนื้อหารีวิวต้องไม่ว่างเปล่า',
  },
  complaint_content_required: {
    en: 'Please describe the problem',
    'zh-CN': '请输入投诉内容',
    ri: '内容を入力してください',
    han: '내용을 입력하세요',
    tai: 'กรุณากรอกรายละเอียด',
  },
  certificate_required: {
    en: 'Please upload a certificate',
    'zh-CN': '请上传凭证',
    ri: '証明書をアップロードしてください',
    han: '증빙을 업로드하세요',
    tai: 'กรุณาอัปโหลดหลักฐาน',
  },
  code_required: {
    en: 'Please enter the code from the e-mail',
    'zh-CN': '请输入邮件中的验证码',
    ri: 'メールのコードを入力してください',
    han: '이메일의 코드를 입력하세요',
    tai: 'กรุณากรอกรหัสจากอีเมล',
  },
};
