import type { ShopperInfo } from '@/session/session-store';

/** A shopper as GET /api/user/getUserInfo answers it: Ana, English, a pay password set. */
export function shopperWith(overrides: Partial<ShopperInfo> = {}): ShopperInfo {
  return {
    id: 7,
    email: 'ana@example.com',
    nickname: 'Ana',
    avatar: '',
    mobile: '',
    money: '10.00',
    frozen_money: '0.00',
    pay_password_set: true,
    lang: { language_name: 'English', chinese_name: '英语', file_name: 'en' },
    created_at: 1_790_000_000,
    ...overrides,
  };
}
