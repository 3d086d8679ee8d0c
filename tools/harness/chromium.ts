// The one Chromium every journey, bench and tool launches, and how: Debian's (browsers cannot be
// downloaded here; CHROMIUM_PATH points at another), headless, without the background services
// that would reach for the network or spend the machine's two cores.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Playwright's `launch({ args })`, which adds headless itself. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Flags for a Chromium started directly (chrome-launcher, the command line). */
export const CHROMIUM_HEADLESS_ARGS: readonly string[] = ['--headless', ...CHROMIUM_ARGS];
