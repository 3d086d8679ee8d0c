import type { Page } from '@playwright/test';
import { expect, resetShop, test, type MockControl } from './harness/fixtures';
import { recordWrites, visible } from './harness/page-watch';
import { pngFile } from './harness/pictures';
import type { PendingAnswer as Pending } from '@storefront/contracts/control-api';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

const picture = pngFile('evidence.png');

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function balanceOnWithdraw(page: Page): Promise<number> {
  await page.goto('/withDraw');
  const balance = page.getByTestId('withdraw-balance').filter({ visible: true });
  await expect(balance).toHaveText(/\$/);
  return dollars(await balance.innerText());
}

async function pending(mock: MockControl): Promise<Pending> {
  return (await mock.get('/__mock/pending')) as Pending;
}

test.describe('wallet', () => {
  test('a recharge by network with evidence is audited, then credited', async ({
    page,
    context,
    journey,
    mock,
  }) => {
    await journey.signInByApi();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const before = await balanceOnWithdraw(page);
    const writes = recordWrites(page);
    const on = visible(page);

    await page.goto('/topUp');
    await expect(
      on.text("The network must be the same as the withdrawing platform's"),
    ).toBeVisible();
    await expect(on.text('DEX, BSC and HECO deposits are not supported')).toBeVisible();
    await on.button('Submit recharge').click();
    await expect(on.text('Please enter the amount')).toBeVisible();
    await expect(on.text('Please upload the payment evidence')).toBeVisible();
    await on.field('Amount sent (USD)').fill('12.345');
    await expect(on.text('Please enter a correct amount (at most two decimals)')).toBeVisible();
    expect(writes).toEqual([]);
    await journey.shot('top-up-errors');

    // The deposit address of the chosen network, copied on a secure page.
    await page.getByRole('radio', { name: 'ERC20 · USDT' }).check();
    const address = page.getByTestId('deposit-address').filter({ visible: true });
    await expect(address).toHaveText(/^0x/);
    await on.button('Copy address').click();
    await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await address.innerText(),
    );
    await page.getByRole('radio', { name: 'TRC20 · USDT' }).check();

    await page.getByLabel('Add picture: Payment evidence').setInputFiles(picture);
    await expect(page.getByText('Upload complete')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    // The address's minimum is checked once the rest of the form holds.
    await on.field('Amount sent (USD)').fill('5');
    await expect(on.text('The amount is below the minimum')).toBeVisible();
    expect(writes.filter((write) => write.endsWith('/api/user/recharge'))).toEqual([]);
    await on.field('Amount sent (USD)').fill('100');
    await journey.shot('top-up-filled');
    await on.button('Submit recharge').click();
    await expect(page.getByText('Application submitted')).toBeVisible();
    await expect(page).toHaveURL(/\/topUpRecord$/);
    const newest = page.locator('.wallet-record').filter({ visible: true }).first();
    await expect(newest).toContainText('Blockchain · TRC20');
    await expect(newest).toContainText('+$100.00');
    await expect(newest).toContainText('Under review');
    await journey.shot('recharge-records');

    const recharge = (await pending(mock)).recharges.find((r) => r.amount === '100.00');
    expect(recharge).toBeDefined();
    await mock.post(`/__mock/recharges/${recharge?.id}/approve`);

    expect(await balanceOnWithdraw(page)).toBeCloseTo(before + 100, 2);
    await page.goto('/capitalRecord');
    const movement = page.locator('.wallet-record').filter({ visible: true }).first();
    await expect(movement).toContainText('Recharge');
    await expect(movement).toContainText('+$100.00');
    await journey.shot('fund-records');
    await page.goto('/topUpRecord?status=1');
    await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('.wallet-record').filter({ visible: true }).first()).toContainText(
      '+$100.00',
    );
  });

  test('copying is unsupported on a non-HTTPS page', async ({ page, journey }) => {
    await journey.signInByApi();
    // What a browser gives a plain-HTTP page on a real host: no secure context, no clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false });
    });
    await page.goto('/walletTopUp');
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByText('Copying is unsupported on non-HTTPS pages')).toBeVisible();
    await journey.shot('wallet-top-up');
  });

  test('a card top-up checks the card, is paid at once and keeps only its last four digits', async ({
    page,
    journey,
  }) => {
    await journey.signInByApi();
    const before = await balanceOnWithdraw(page);
    const writes = recordWrites(page);
    const on = visible(page);
    await page.goto('/cardTopUp');
    await expect(on.field('Card number')).toBeVisible();
    await expect(on.text('Pay to this account')).toHaveCount(0);
    await expect(on.text('Payment evidence')).toHaveCount(0);
    await on.field('Amount to pay (USD)').fill('25');
    await on.field('Card number').fill('4242 4242 4242 4241');
    await on.field('Expiry date (MM/YY)').fill('01/20');
    await on.field('Security code (CVC)').fill('12');
    await on.button('Pay now').click();
    await expect(on.text('This card number is not valid')).toBeVisible();
    await expect(on.text('This card has expired')).toBeVisible();
    await expect(on.text('The security code is 3 or 4 digits')).toBeVisible();
    await expect(on.text('Please enter the name on the card')).toBeVisible();
    expect(writes.filter((write) => write.endsWith('/api/user/rechargeCard'))).toEqual([]);
    await journey.shot('card-top-up-errors');

    await on.field('Card number').fill('4242424242424242');
    await on.field('Expiry date (MM/YY)').fill('12/99');
    await on.field('Security code (CVC)').fill('123');
    await on.field('Name on the card').fill('Ana Silva');
    await journey.shot('card-top-up');
    await on.button('Pay now').click();
    await expect(page.getByText('Paid: $25.00 added to your balance')).toBeVisible();
    await expect(page).toHaveURL(/\/topUpRecord$/);
    const newest = page.locator('.wallet-record').filter({ visible: true }).first();
    await expect(newest).toContainText('Card · Visa •••• 4242');
    await expect(newest).toContainText('+$25.00');
    expect(await balanceOnWithdraw(page)).toBeCloseTo(before + 25, 2);
  });

  test('a withdrawal shows its charge, and a refused one gives the money back', async ({
    page,
    journey,
    mock,
  }) => {
    await journey.signInByApi();
    const before = await balanceOnWithdraw(page);
    const writes = recordWrites(page);
    const on = visible(page);

    // The last card used is filled in; every rule is checked before anything is sent.
    await expect(on.field('Bank name')).toHaveValue('Demo Bank');
    await on.field('Bank card number').fill('');
    await on.button('Withdraw').click();
    await expect(on.text('Please enter the amount')).toBeVisible();
    await expect(on.text('Please enter the bank card number')).toBeVisible();
    await on.field('Amount to withdraw (USD)').fill('0');
    await expect(on.text('The amount must be greater than 0')).toBeVisible();
    await on.field('Amount to withdraw (USD)').fill(String(before + 1));
    await expect(on.text('The amount cannot be larger than the balance')).toBeVisible();
    await on.field('Amount to withdraw (USD)').fill('12.345');
    await expect(on.text('Please enter a correct amount (at most two decimals)')).toBeVisible();
    expect(writes).toEqual([]);
    await journey.shot('withdraw-errors');

    await on.field('Bank card number').fill('6222020200112233');
    await on.field('Amount to withdraw (USD)').fill('50');
    await expect(page.locator('.wallet-summary').filter({ visible: true })).toContainText('$0.50');
    await expect(page.locator('.wallet-summary').filter({ visible: true })).toContainText('$49.50');
    await on.button('Withdraw').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    await expect(dialog).toContainText('Service charge$0.50');
    await expect(dialog).toContainText('Actual arrival$49.50');
    await journey.shot('withdraw-confirm');
    await dialog.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByText('Withdrawal request submitted')).toBeVisible();
    await expect(page).toHaveURL(/\/depositRecord$/);
    const newest = page.locator('.wallet-record').filter({ visible: true }).first();
    await expect(newest).toContainText('−$50.00');
    await expect(newest).toContainText('Under review');
    expect(await balanceOnWithdraw(page)).toBeCloseTo(before - 50, 2);

    const withdrawal = (await pending(mock)).withdrawals.find((w) => w.amount === '50.00');
    expect(withdrawal).toBeDefined();
    await mock.post(`/__mock/withdrawals/${withdrawal?.id}/refuse`, {
      note: 'Card holder name does not match',
    });

    expect(await balanceOnWithdraw(page)).toBeCloseTo(before, 2);
    await page.goto('/depositRecord');
    await page.getByRole('tab', { name: 'Refused' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/status=2/);
    const refused = page.locator('.wallet-record').filter({ visible: true }).first();
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('−$50.00');
    await expect(refused).toContainText('Card holder name does not match');
    await journey.shot('withdraw-refused');
    await page.goto('/capitalRecord');
    await expect(page.locator('.wallet-record').filter({ visible: true }).first()).toContainText(
      'Withdrawal returned',
    );
  });

  test('addresses are added, edited, made default and deleted', async ({ page, journey }) => {
    await journey.signInByApi();
    const writes = recordWrites(page);
    const on = visible(page);
    await page.goto('/address');
    await expect(page.locator('.address-card').filter({ visible: true })).toHaveCount(2);
    await journey.shot('addresses');

    await page.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/addressForm$/);
    await on.button('Save address').click();
    await expect(on.text('Please enter the addressee')).toBeVisible();
    await on.field('Mobile phone').fill('12-34');
    await expect(on.text('Please enter a correct mobile number')).toBeVisible();
    expect(writes).toEqual([]);
    await journey.shot('address-errors');

    await on.field('Addressee').fill('Ana Silva');
    await on.field('Mobile phone').fill('+351912345678');
    await on.field('Area').fill('Lisbon, Portugal');
    await on.field('Detailed address').fill('Rua Augusta 100');
    await on.button('School').click();
    await expect(on.field('Tag')).toHaveValue('School');
    await on.button('Save address').click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/address$/);
    const school = page.locator('.address-card').filter({ visible: true, hasText: 'Ana Silva' });
    await expect(school).toContainText('Rua Augusta 100');

    await school.getByRole('link', { name: 'Edit the address School' }).click();
    await expect(on.field('Addressee')).toHaveValue('Ana Silva');
    await on.field('Detailed address').fill('Rua Augusta 200, 3rd floor');
    await on.button('Save address').click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(school).toContainText('Rua Augusta 200, 3rd floor');
    // The kept form shows the saved address on the next visit, and an empty one for a new address.
    await school.getByRole('link', { name: 'Edit the address School' }).click();
    await expect(on.field('Detailed address')).toHaveValue('Rua Augusta 200, 3rd floor');
    await page.goBack();
    await page.getByRole('link', { name: 'Add an address' }).click();
    await expect(on.field('Addressee')).toHaveValue('');
    await page.goBack();

    await school.getByRole('button', { name: 'Make default: address School' }).click();
    await expect(page.getByText('School is now your default address')).toBeVisible();
    await expect(school).toContainText('Default');
    await expect(page.locator('.address-card').filter({ visible: true }).first()).toContainText(
      'Ana Silva',
    );
    await journey.shot('address-default');

    await school.getByRole('button', { name: 'Delete the address School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page.locator('.address-card').filter({ visible: true })).toHaveCount(2);
    await expect(
      page.locator('.address-card').filter({ visible: true, hasText: 'Ana Silva' }),
    ).toHaveCount(0);
  });

  test('the wallet and address screens in Thai', async ({ page, journey, mock }) => {
    await journey.useLanguage('tai');
    await journey.signInByApi();
    for (const [path, heading] of [
      ['/topUp', 'ส่งคำขอเติมเงิน'],
      ['/walletTopUp', 'ส่งคำขอเติมเงิน'],
      ['/cardTopUp', 'ชำระเงินตอนนี้'],
      ['/withDraw', 'ถอนเงิน'],
      ['/topUpRecord', 'กำลังตรวจสอบ'],
      ['/depositRecord', 'กำลังตรวจสอบ'],
      ['/capitalRecord', 'เติมเงิน'],
      ['/address', 'เพิ่มที่อยู่'],
      ['/addressForm', 'บันทึกที่อยู่'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(heading).filter({ visible: true }).first()).toBeVisible();
      await journey.shot(`thai${path}`);
    }

    // Every kind of fund record (a refused withdrawal given back, a refund on top of the seed's
    // recharge, payments and withdrawal): each remark is in Thai, with its serial.
    const { withdrawals, refunds } = await pending(mock);
    const withdrawal = withdrawals[0] as Pending['withdrawals'][number];
    await mock.post(`/__mock/withdrawals/${withdrawal.id}/refuse`, { note: 'Card closed' });
    await mock.post(`/__mock/refunds/${refunds[0]?.id}/approve`);
    const remarks = page.locator('.wallet-record-remark').filter({ visible: true });
    const serial = /[A-Z]{2}\d{8}|\d{12,20}/g;
    await page.goto('/capitalRecord');
    const remark = (text: RegExp) => remarks.filter({ hasText: text });
    await expect(remark(new RegExp(`^การถอนเงิน ${withdrawal.sn} ถูกปฏิเสธ$`))).toBeVisible();
    await expect(remark(new RegExp(`^ถอนเงิน ${withdrawal.sn}$`))).toBeVisible();
    await expect(remark(/^คำสั่งซื้อ \d{12,20}$/).first()).toBeVisible();
    await expect(remark(/^เงินคืนของคำสั่งซื้อ \d{12,20}$/)).toBeVisible();
    await expect(remark(/^เติมเงิน RC\d{8}$/).first()).toBeVisible();
    const thaiRemarks = await remarks.allInnerTexts();
    await expect(page.locator('.wallet-record').filter({ visible: true })).toHaveCount(
      thaiRemarks.length,
    );
    for (const text of thaiRemarks) {
      expect(text).toMatch(serial);
      expect(text.replace(serial, '')).not.toMatch(/[A-Za-z]/);
    }
    await journey.shot('thai-fund-remarks');

    // The same records in English once the shop's language changes.
    await journey.useLanguage('en');
    await page.goto('/capitalRecord');
    await expect(remark(new RegExp(`^Withdrawal ${withdrawal.sn} refused$`))).toBeVisible();
    await expect(remark(/^Order \d{12,20}$/).first()).toBeVisible();
    await expect(remark(/^Refund of order \d{12,20}$/)).toBeVisible();
    expect(await remarks.count()).toBe(thaiRemarks.length);
    await journey.shot('english-fund-remarks');
  });
});
