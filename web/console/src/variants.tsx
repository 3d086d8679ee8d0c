import { useState } from 'react';
import { CONTROL_TOKEN_HEADER } from '@storefront/contracts/control-api';
import type { VariantsState } from '@storefront/contracts/control-api';
import { ControlError, TOKEN_KEY } from './control-api';
import { Status, useControl } from './hooks';

/** PUT /__mock/variants (the console's `control` helper sends GET, POST and DELETE only). */
async function putVariants(body: { mode: string }): Promise<VariantsState> {
  const response = await fetch('/__mock/variants', {
    method: 'PUT',
    headers: {
      [CONTROL_TOKEN_HEADER]: sessionStorage.getItem(TOKEN_KEY) ?? '',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<VariantsState> & {
    ok?: boolean;
    error?: string;
  };
  if (!response.ok || answer.ok === false) {
    throw new ControlError(response.status, answer.error ?? `HTTP ${response.status}`);
  }
  return answer as VariantsState;
}

const MODES = ['off', 'minimal', 'maximal', 'random'] as const;

/**
 * The variants mode (mock-server README, "Variants mode"): every /api answer rewritten within the
 * contract (minimal, maximal, random:<seed>), switched here for the whole server.
 */
export function Variants() {
  const state = useControl<VariantsState>('/variants?after=0&limit=10', 3000);
  const [seed, setSeed] = useState('1');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current = state.data?.mode ?? 'off';
  // The mode just asked for shows at once, until the server names another one.
  const [chosen, setChosen] = useState<{ mode: string; over: string } | null>(null);
  const shown = chosen && chosen.over === current ? chosen.mode : current;
  const kind = shown.startsWith('random:') ? 'random' : shown;

  const choose = async (mode: string) => {
    setChosen({ mode, over: current });
    setBusy(true);
    try {
      const answer = await putVariants({ mode });
      setStatus({ ok: true, text: `Variants: ${answer.mode}` });
      state.reload();
    } catch (failure) {
      setChosen(null);
      setStatus({ ok: false, text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };
  const last = state.data?.changes.slice(-10).reverse() ?? [];

  return (
    <section aria-labelledby="variants-title">
      <header className="bar">
        <h1 id="variants-title">Answer variants</h1>
      </header>
      <p>
        Every /api answer rewritten within the contract: <strong>minimal</strong> (optional fields
        gone, lists empty), <strong>maximal</strong> (long texts in five scripts, long lists),{' '}
        <strong>random</strong> (a mix drawn from the seed). Ids, statuses and money hold.
      </p>
      <fieldset className="row" disabled={busy}>
        <legend>Mode (now {current})</legend>
        {MODES.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="variant-mode"
              checked={kind === mode}
              onChange={() => void choose(mode === 'random' ? `random:${seed}` : mode)}
            />{' '}
            {mode}
          </label>
        ))}
        <label>
          Seed{' '}
          <input
            inputMode="numeric"
            pattern="[0-9]*"
            size={10}
            value={seed}
            onChange={(event) => setSeed(event.target.value.replace(/\D/g, '').slice(0, 10))}
          />
        </label>
        <button type="button" onClick={() => void choose(`random:${seed || '0'}`)}>
          Use this seed
        </button>
      </fieldset>
      <Status status={status} />
      {state.error && <p className="status error">{state.error}</p>}
      {state.data && state.data.refused > 0 && (
        <p className="status error">
          {state.data.refused} transformed answers broke the contract (the original was sent): a bug
          of the transform.
        </p>
      )}
      <h2>Last changed answers</h2>
      {last.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Operation</th>
              <th>Changed paths</th>
            </tr>
          </thead>
          <tbody>
            {last.map((change) => (
              <tr key={change.id}>
                <td>{change.id}</td>
                <td>
                  {change.operationId} <small>({change.mode})</small>
                </td>
                <td>
                  {change.pathCount}: <code>{change.paths.slice(0, 4).join(' ')}</code>
                  {change.pathCount > 4 ? ' …' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
