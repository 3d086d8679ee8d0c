import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH } from '../../tools/harness/chromium';

export interface Chromium {
  /** The DevTools port Lighthouse drives. */
  port: number;
  /** Puts a cookie of `origin` in the browser's jar, as if the page had written it. */
  setCookie(origin: string, name: string, value: string): Promise<void>;
  close(): void;
}

export async function launchChromium(): Promise<Chromium> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_HEADLESS_ARGS],
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    async setCookie(origin, name, value) {
      // The server reads the token from the request's cookie and the hydrated page from
      // document.cookie: a request header (Lighthouse's extraHeaders) would reach only the first
      // request, so the cookie goes into the browser's jar over DevTools instead.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        await browser.setCookie({ name, value, domain: new URL(origin).hostname, path: '/' });
      } finally {
        await browser.disconnect();
      }
    },
    close: () => chrome.kill(),
  };
}
