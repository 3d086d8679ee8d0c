import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import HomeScreen from './home-screen';

afterEach(async () => {
  await switchLanguage('en', { remember: false });
});

const product = (id: number, name: string) => ({
  id,
  mer_id: 3,
  category_id: 3,
  name,
  image: `/p/${id}.svg`,
  price: '89.00',
  original_price: '99.00',
  sales: 120,
  stock: 40,
});
const category = { id: 3, key: 'outdoors', name: 'Outdoors (server)', icon: '/c.svg' };

/** The backend's answers by path; every call is recorded with its query. */
function stubBackend(banners: unknown[] = []) {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/index/index': {
      banners,
      notices: ['Free shipping from 99.00 USD'],
      categories: [category],
      recommended: [product(31, 'Trail tent'), product(32, 'Camp stove')],
    },
    '/api/index/category': [category, { ...category, id: 4, key: 'family_life', name: 'x' }],
    '/api/index/hot_product': { list: [product(31, 'Trail tent')], total: 1, page: 1, limit: 6 },
    '/api/index/hot_merchant': {
      list: [
        {
          id: 3,
          name: 'Northwind Outdoors',
          logo: '/s/3.svg',
          description: '',
          rating: '4.80',
          product_count: 24,
          follower_count: 310,
          sales: 1520,
        },
      ],
      total: 1,
      page: 1,
      limit: 8,
    },
  };
  fakeApi((_call, url) => {
    calls.push(`${url.pathname}${url.search}`);
    return ok(answers[url.pathname]);
  });
  return calls;
}

function renderHome() {
  renderRoutes([{ path: '/home', element: <HomeScreen /> }], '/home');
}

describe('home board', () => {
  it('shows notices, categories, hot shops and products; hot shops are page 1, limit 8', async () => {
    const calls = stubBackend();
    renderHome();
    const shops = await screen.findByRole('region', { name: 'Hot shops' });
    expect(await within(shops).findByRole('link', { name: 'Northwind Outdoors' })).toBeTruthy();
    expect(calls).toContain('/api/index/hot_merchant?page=1&limit=8');
    expect(await screen.findByText('Free shipping from 99.00 USD')).toBeTruthy();

    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(
      (await within(categories).findByRole('link', { name: 'Outdoors' })).getAttribute('href'),
    ).toBe('/explore?category=3');
    // The label follows the language by the category's key, not the server's name.
    expect(within(categories).getByRole('link', { name: 'Home life' })).toBeTruthy();

    const hot = screen.getByRole('region', { name: 'Hot products' });
    expect(await within(hot).findByRole('link', { name: /Trail tent/ })).toBeTruthy();
    // Recommended leaves out what is already shown as hot.
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(recommended).queryByRole('link', { name: /Trail tent/ })).toBeNull();
    expect(
      within(recommended)
        .getByRole('link', { name: /Camp stove/ })
        .getAttribute('href'),
    ).toBe('/detail/32/3');
  });

  it('translates the category labels into the chosen language', async () => {
    await switchLanguage('tai', { remember: false });
    stubBackend();
    renderHome();
    const categories = await screen.findByRole('region', { name: 'หมวดหมู่' });
    expect(await within(categories).findByRole('link', { name: 'กิจกรรมกลางแจ้ง' })).toBeTruthy();
  });

  it('shows each banner as a headline, a line and a call to action that leads to its route', async () => {
    await switchLanguage('tai', { remember: false });
    stubBackend([
      {
        id: 1,
        image: '/uploads/catalog/banner-7.svg',
        link: '/explore',
        title: 'ลูกค้าใหม่ ลด 10% คำสั่งซื้อแรก',
        text: 'ใช้โค้ด WELCOME10 เมื่อสั่งซื้อจากร้านเดียวครบ 50.00 USD',
        action: 'เริ่มช้อปเลย',
      },
      {
        id: 2,
        image: '/uploads/catalog/banner-3.svg',
        link: '/shop/3',
        title: 'พร้อมลุยเส้นทางสุดสัปดาห์',
        text: 'เต็นท์ เป้ และตะเกียงจาก เทรลเฮด ซัพพลาย',
        action: 'ไปที่ร้าน',
      },
    ]);
    renderHome();
    const first = await screen.findByRole('article', { name: 'ลูกค้าใหม่ ลด 10% คำสั่งซื้อแรก' });
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe(
      'ลูกค้าใหม่ ลด 10% คำสั่งซื้อแรก',
    );
    expect(within(first).getByText('ใช้โค้ด WELCOME10 เมื่อสั่งซื้อจากร้านเดียวครบ 50.00 USD')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'เริ่มช้อปเลย' }).getAttribute('href')).toBe(
      '/explore',
    );
    const second = screen.getByRole('article', { name: 'พร้อมลุยเส้นทางสุดสัปดาห์' });
    expect(within(second).getByRole('link', { name: 'ไปที่ร้าน' }).getAttribute('href')).toBe(
      '/shop/3',
    );
    // The picture is the banner's backdrop, not a second name for it.
    expect(within(second).queryByRole('img', { name: /.+/ })).toBeNull();
  });
});
