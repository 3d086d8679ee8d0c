import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { AppLoading } from './app-loading';
import { BootFrame } from './boot-frame';

beforeAll(async () => {
  await startI18n(['en']);
});

describe('start frame', () => {
  it("the app's first commit draws the same frame as the prerendered page, under a progress bar", () => {
    const { container } = render(<AppLoading />);
    const frame = container.querySelector('.boot-frame');
    expect(frame?.outerHTML).toBe(renderToStaticMarkup(<BootFrame />));
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Loading…',
    );
  });
});
