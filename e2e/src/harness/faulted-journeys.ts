import { ContractRecorder } from './contract-recorder';
import { expect, test as journeyTest } from './fixtures';

/**
 * The journeys' `test` for a file that makes the mock answer some statuses on purpose (a fault
 * armed through /__mock or the console): the contract does not list them (a real backend would
 * not answer them either), so those exchanges alone are spared the contract check. Replaces the
 * harness's automatic recorder (it stays automatic).
 */
export function journeysWithInjectedStatuses(injected: ReadonlySet<number>) {
  return journeyTest.extend<{ contractRecorder: ContractRecorder }>({
    contractRecorder: async ({ page }, use) => {
      const recorder = new ContractRecorder();
      recorder.attach(page);
      await use(recorder);
      await recorder.settle();
      expect(
        recorder.violations.filter((violation) => !injected.has(violation.status ?? 0)),
        'every /api exchange not faulted on purpose conforms to contracts/openapi.yaml',
      ).toEqual([]);
    },
  });
}
