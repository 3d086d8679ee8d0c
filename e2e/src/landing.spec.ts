import { expect, test } from './harness/fixtures';
import { recordApiCalls } from './harness/page-watch';

test.describe('first paint', () => {
  test('the start frame paints from the HTML alone, before any script has run', async ({
    page,
    journey,
  }) => {
    // No JavaScript at all: what shows is what the HTML and its stylesheets draw.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/home');
    const frame = page.locator('#root > .boot-frame');
    await expect(frame).toBeVisible();
    const bar = await frame.locator('.boot-frame-bar').boundingBox();
    expect(bar?.width).toBe(390);
    expect(bar?.height).toBe(60);
    // The search pill with its icon, a banner of the home's proportions: a frame, no words.
    await expect(frame.locator('.boot-frame-pill svg')).toBeVisible();
    const banner = await frame.locator('.boot-frame-banner').boundingBox();
    expect(banner?.width).toBe(358);
    expect(banner?.height).toBeCloseTo(358 / 2.5, 0);
    expect((await frame.innerText()).trim()).toBe('');
    await journey.shot('start-frame-without-scripts');
  });

  test('the app replaces the start frame when it mounts, keeping the bar where it was', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Hot products' })).toBeVisible();
    await expect(page.locator('.boot-frame')).toHaveCount(0);
    await expect(page.locator('#root .app-shell')).toHaveCount(1);
    const bar = await page.locator('.search-top-bar').boundingBox();
    expect(bar?.y).toBe(0);
    expect(bar?.height).toBe(60);
  });

  test('a landing screen asks for each of its calls once, its data beside its code', async ({
    page,
    journey,
  }) => {
    const asked = recordApiCalls(page);
    const onceEach = () => {
      const repeated = asked.filter((url, index) => asked.indexOf(url) !== index);
      expect(repeated, `asked twice: ${repeated.join(', ')}`).toEqual([]);
    };

    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Hot products' })).toBeVisible();
    await expect(page.locator('.home-banner-slide img').first()).toBeVisible();
    for (const call of [
      '/api/index/index',
      '/api/index/category',
      '/api/index/hot_product?page=1&limit=6',
    ])
      expect(asked).toContain(call);
    onceEach();

    asked.length = 0;
    await page.goto('/detail/32/3');
    await expect(page.locator('.detail-description')).toBeVisible();
    expect(asked).toContain('/api/product/detail?id=32');
    onceEach();

    await journey.signInByApi();
    asked.length = 0;
    await page.goto('/bag');
    await expect(page.locator('.bag-line, .empty-state').first()).toBeVisible();
    expect(asked).toEqual(expect.arrayContaining(['/api/cart/list', '/api/user/getUserInfo']));
    onceEach();
  });
});
