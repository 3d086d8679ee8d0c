// Runs first in `npm test`: the e2e journeys need a Chromium, and finding it missing after
// minutes of unit tests wastes the run. Same lookup as e2e/playwright.config.ts.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `The e2e journeys need Chromium at ${chromium}, and it is not there.\n` +
      "Install Debian's: apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg\n" +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
