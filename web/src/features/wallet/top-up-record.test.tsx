import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import TopUpRecordScreen from './top-up-record';

describe('recharge records', () => {
  it('show each record’s serial, as the fund records name it', async () => {
    fakeApi(({ path }) =>
      path === '/api/user/recharge_log'
        ? ok({
            list: [
              {
                id: 3,
                sn: 'RC00000003',
                method: 'chain',
                network: 'TRC20',
                address: 'TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4',
                amount: '100.00',
                evidence: '/uploads/e.png',
                status: 1,
                remark: '',
                created_at: 1763683200,
              },
            ],
            total: 1,
            page: 1,
            limit: 10,
          })
        : undefined,
    );
    renderRoutes([{ path: '/topUpRecord', element: <TopUpRecordScreen /> }], '/topUpRecord');
    expect(await screen.findByText('Serial RC00000003')).toBeTruthy();
  });

  it('name each method in words, never by the internal network code of a bank or a card', async () => {
    const record = {
      amount: '100.00',
      status: 1,
      remark: '',
      created_at: 1763683200,
    };
    fakeApi(({ path }) =>
      path === '/api/user/recharge_log'
        ? ok({
            list: [
              {
                ...record,
                id: 1,
                sn: 'RC00000001',
                method: 'bank',
                network: 'BANK',
                address: 'Storefront Ltd, Harbor Bank, IBAN GB00 TEST 0000 0000 0000 00',
                evidence: '/uploads/e.png',
              },
              {
                ...record,
                id: 2,
                sn: 'RC00000002',
                method: 'chain',
                network: 'TRC20',
                address: 'TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4',
                evidence: '/uploads/e.png',
              },
              {
                ...record,
                id: 3,
                sn: 'RC00000003',
                method: 'card',
                network: 'CARD',
                address: 'Visa •••• 4242',
                evidence: '',
              },
            ],
            total: 3,
            page: 1,
            limit: 10,
          })
        : undefined,
    );
    renderRoutes([{ path: '/topUpRecord', element: <TopUpRecordScreen /> }], '/topUpRecord');
    await screen.findByText('Serial RC00000001');
    const titles = Array.from(document.querySelectorAll('.wallet-record-title')).map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Bank transfer', 'Blockchain · TRC20', 'Card · Visa •••• 4242']);
    expect(document.body.textContent).not.toMatch(/\bBANK\b|\bCARD\b/);
  });
});
