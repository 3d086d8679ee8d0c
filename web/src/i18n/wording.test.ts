import { translate } from '@storefront/contracts/messages';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from './languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

const locales: Array<[LanguageCode, typeof en]> = [
  ['en', en],
  ['zh-CN', zhCN],
  ['ri', ri],
  ['han', han],
  ['tai', tai],
];

// Words a shopper reads in two places must be the same words.
describe.each(locales)('wording in %s', (code, strings) => {
  it('names a field in its error the way its label does', () => {
    const email = strings.account.field.email.toLowerCase();
    expect(translate('rules.account.required', code).toLowerCase()).toContain(email);
    const proof = strings.complaint.certificate.toLowerCase();
    expect(translate('rules.complaint.certificateRequired', code).toLowerCase()).toContain(proof);
  });

  it('gives /heart the title its heading has', () => {
    expect(strings.route.heart).toBe(strings.favourites.shops.title);
  });

  it('calls the withdrawal records and the terms by the names their screens have', () => {
    // Word joiners (U+2060) and zero-width spaces (U+200B) only place the breaks of a Thai label
    // in a narrow tile.
    const words = (text: string) => text.replace(/[\u200b\u2060]/g, '');
    expect(words(strings.account.profile.withdrawRecords)).toBe(strings.route.depositRecord);
    expect(words(strings.account.profile.law)).toBe(strings.route.law);
  });

  it('titles the address form neither "new" nor "edit", as it is both', () => {
    expect(strings.route.addressForm).not.toBe(strings.address.newTitle);
    expect(strings.route.addressForm).not.toBe(strings.address.editTitle);
  });
});
