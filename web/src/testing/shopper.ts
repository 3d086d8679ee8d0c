import { afterEach, beforeAll, vi } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { session, type ShopperInfo } from '@/session/session-store';
import { toast } from '@/ui/toast-store';

/** Screens in English; after each test, no stubbed fetch, no session and no toast left. */
export function inEnglishSignedOutAfterEach() {
  beforeAll(async () => {
    await startI18n(['en']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    toast.clear();
  });
}

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
