import { useState } from 'react';
import type { VariantsRequest, VariantsState } from '@storefront/contracts/control-api';
import { control } from './control-api';
import { Field } from './control-form';
import { Status, useAction, useControl } from './hooks';

const MODES = ['off', 'minimal', 'maximal', 'random'] as const;

/**
 * The variants mode (mock-server/docs/variants.md): every /api answer rewritten within the
 * contract (minimal, maximal, random:<seed>), switched here for the whole server.
 */
export function Variants() {
  const state = useControl<VariantsState>('/variants?after=0&limit=10', 3000);
  const [seed, setSeed] = useState('1');
  const { attempt, status, busy } = useAction(state.reload);
  const current = state.data?.mode ?? 'off';
  // The mode just asked for shows at once, until the server names another one.
  const [chosen, setChosen] = useState<{ mode: string; over: string } | null>(null);
  const shown = chosen && chosen.over === current ? chosen.mode : current;
  const kind = shown.startsWith('random:') ? 'random' : shown;

  const choose = async (mode: string) => {
    setChosen({ mode, over: current });
    const went = await attempt(
      () =>
        control<VariantsState>('/variants', {
          method: 'PUT',
          body: { mode } satisfies VariantsRequest,
        }),
      (answer) => `Variants: ${answer.mode}`,
      (message) => message,
    );
    if (!went) setChosen(null);
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
        <Field
          label="Seed"
          inputMode="numeric"
          pattern="[0-9]*"
          size={10}
          value={seed}
          onChange={(value) => setSeed(value.replace(/\D/g, '').slice(0, 10))}
        />
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
