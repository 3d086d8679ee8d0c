// Runs first in `npm test`: the e2e journeys need a Chromium, and finding it missing after
// minutes of unit tests wastes the run. The Chromium is the one every journey and bench launches.
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './harness/chromium';

try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
} catch {
  console.error(
    `The e2e journeys need Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
      "Install Debian's: apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg\n" +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
