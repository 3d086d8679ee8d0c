import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, startI18n } from './i18n';

// The pseudo-locale is chosen when i18next starts, and the test setup starts it before this file's
// hooks: the address asks for it as the file is read, before any hook runs (a file of its own, so
// the transform's own tests start from a plain address).
window.history.replaceState(null, '', '/?lang=pseudo');

describe('the app in the pseudo-locale', () => {
  beforeAll(async () => {
    await startI18n(['th']);
  });
  afterAll(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  function Shown() {
    const { t } = useTranslation();
    return (
      <>
        <p>{t('shop.productsOf', { name: 'Tea' })}</p>
        <p>Not from the catalogue</p>
      </>
    );
  }

  it('shows catalogue strings pseudo, their values and any other text plain', () => {
    render(<Shown />);
    expect(screen.getByText('[Þŕöďûçţš öƒ Tea ~~~~]')).toBeDefined();
    expect(screen.getByText('Not from the catalogue')).toBeDefined();
    // The backend is still asked in English.
    expect(currentLanguage()).toBe('en');
  });
});
