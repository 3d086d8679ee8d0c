import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/session/cookies';
import { type ShopperInfo } from '@/session/session-store';
import { switchLanguage } from './i18n';
import {
  chooseLanguage,
  languageListQuery,
  LOCAL_LANGUAGE_LIST,
  offeredLanguages,
  useLanguageList,
} from './language-choice';
import { startSession } from '@/api/user';
import type { Language } from '@storefront/contracts/languages';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(async () => {
  await switchLanguage('en');
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('language choice', () => {
  it('signed in: switches at once, remembers it and saves it to the profile', async () => {
    const fetch = vi.fn(async (_url: string) => reply({ code: 1, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetch);
    startSession('tok', { id: 1 } as ShopperInfo);
    await chooseLanguage('ri');
    expect(document.documentElement.lang).toBe('ja');
    expect(readCookie('Local_Lang')).toBe('ri');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/user/set_language?lang=ri']);
  });

  it('as a guest: switches and remembers it without calling the backend', async () => {
    const fetch = vi.fn(async () => reply({ code: 1, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetch);
    await chooseLanguage('tai');
    expect(readCookie('Local_Lang')).toBe('tai');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers each language once, the first of a code, and only those the app can show', () => {
    const english: Language = { language_name: 'English', chinese_name: '英语', file_name: 'en' };
    const thai: Language = { language_name: 'ไทย', chinese_name: '泰语', file_name: 'tai' };
    // A code the app cannot show, as a backend might send it.
    const unknown = {
      language_name: 'Klingon',
      chinese_name: '',
      file_name: 'tlh',
    } as unknown as Language;
    const listed = offeredLanguages([
      english,
      thai,
      { ...english, language_name: 'Again' },
      unknown,
    ]);
    expect(listed).toEqual([english, thai]);
    expect(offeredLanguages([unknown])).toBe(LOCAL_LANGUAGE_LIST);
    expect(offeredLanguages(undefined)).toBe(LOCAL_LANGUAGE_LIST);
  });

  it('offers the backend list, or the five local languages when it cannot be had', async () => {
    vi.stubGlobal('fetch', async () =>
      reply({
        code: 1,
        msg: 'ok',
        data: [
          { language_name: 'English', chinese_name: '英语', file_name: 'en' },
          { language_name: 'ไทย', chinese_name: '泰语', file_name: 'tai' },
        ],
      }),
    );
    const listed = renderHook(() => useLanguageList(), { wrapper });
    await waitFor(() =>
      expect(listed.result.current.map((l) => l.file_name)).toEqual(['en', 'tai']),
    );

    // The hook shows the local list while loading too, so each case waits for the query to have
    // settled (and the hook to have re-rendered with that state) before reading what it offers.
    const offeredOnce = async (settled: 'error' | 'success') => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const hook = renderHook(() => useLanguageList(), {
        wrapper: ({ children }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      });
      await waitFor(() =>
        expect(client.getQueryState(languageListQuery.queryKey)?.status).toBe(settled),
      );
      hook.rerender();
      return hook.result.current;
    };

    vi.stubGlobal('fetch', async () => reply({ code: 0, msg: 'unavailable', data: null }));
    expect(await offeredOnce('error')).toBe(LOCAL_LANGUAGE_LIST);

    vi.stubGlobal('fetch', async () =>
      reply({
        code: 1,
        msg: 'ok',
        data: [{ language_name: 'Klingon', chinese_name: '', file_name: 'tlh' }],
      }),
    );
    expect(await offeredOnce('success')).toBe(LOCAL_LANGUAGE_LIST);
    expect(LOCAL_LANGUAGE_LIST.map((l) => l.file_name)).toEqual([
      'en',
      'zh-CN',
      'ri',
      'han',
      'tai',
    ]);
  });
});
