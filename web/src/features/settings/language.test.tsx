import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { getLanguageCookie } from '@/session/cookies';
import { toast } from '@/ui/toast-store';
import LanguageScreen from './language';

afterEach(async () => {
  await switchLanguage('en');
});

function renderScreen() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'offline', data: null }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LanguageScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('language screen', () => {
  it('offers the five languages with one tab stop; arrows move without applying', async () => {
    const user = userEvent.setup();
    renderScreen();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'English',
      '简体中文',
      '日本語',
      '한국어',
      'ภาษาไทย',
    ]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    radios[0]?.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(radios[4]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(radios[1]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('applies a choice at once, keeps it, and says so in the new language', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('radio', { name: 'ภาษาไทย' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(getLanguageCookie()).toBe('tai');
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toContain('เปลี่ยนภาษาแล้ว'),
    );
  });
});
