import { useState } from 'react';
import { SCENARIO_NAME_PATTERN } from '@storefront/contracts/control-api';
import type { SaveScenarioRequest, ScenariosAnswer } from '@storefront/contracts/control-api';
import { controlText } from './control-api';
import { Status, useAction, useControl } from './hooks';
import { download } from './traffic';

/**
 * Scenarios as files: a named snapshot of the records, the armed faults and the overrides, saved
 * on the server (DATA_DIR/scenarios), loaded again, exported as JSON and imported from one.
 */
export function ScenarioFiles({ onLoaded }: { onLoaded: () => void }) {
  const list = useControl<ScenariosAnswer>('/scenarios', 5000);
  const { run, status, busy, say } = useAction(list.reload);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const nameOk = new RegExp(SCENARIO_NAME_PATTERN).test(name);

  const load = (scenario: string) => {
    if (!window.confirm(`Load “${scenario}”? Every record, fault and override is replaced.`))
      return;
    void run(
      `Load ${scenario}`,
      `/scenarios/${scenario}/load`,
      {},
      'POST',
      'Every session ended: shoppers sign in again and see its records',
    ).then(onLoaded);
  };

  const exportFile = async (scenario: string) => {
    try {
      download(`${scenario}.scenario.json`, await controlText(`/scenarios/${scenario}`));
      say(true, `Export ${scenario}: downloaded ${scenario}.scenario.json`);
    } catch (failure) {
      say(
        false,
        `Export ${scenario}: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
  };

  const importFile = async (file: File) => {
    let body: unknown;
    try {
      body = JSON.parse(await file.text()) as unknown;
    } catch {
      say(false, `Import ${file.name}: the file is not JSON`);
      return;
    }
    // Saved under the name the file gives (the "replace" tick lets it replace one of that name).
    void run(`Import ${file.name}`, `/scenarios/import${overwrite ? '?overwrite=true' : ''}`, body);
  };

  return (
    <section aria-labelledby="saved-title" className="panel column">
      <h2 id="saved-title">Saved scenarios</h2>
      <Status status={status} />
      <form
        className="row"
        aria-label="Save the current state"
        onSubmit={(event) => {
          event.preventDefault();
          const request: SaveScenarioRequest = { name, description, overwrite };
          void run(`Save ${name}`, '/scenarios', request);
        }}
      >
        <label>
          Name{' '}
          <input
            value={name}
            maxLength={64}
            placeholder="e.g. empty-cart"
            aria-invalid={name !== '' && !nameOk}
            aria-describedby="scenario-name-rule"
            onChange={(event) => setName(event.target.value.toLowerCase())}
          />
        </label>
        <label>
          Description{' '}
          <input
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={overwrite}
            onChange={(event) => setOverwrite(event.target.checked)}
          />{' '}
          replace a saved one of that name
        </label>
        <button type="submit" disabled={busy || !nameOk}>
          Save current state
        </button>
        <span id="scenario-name-rule" className="muted">
          a-z, 0-9 and dashes
        </span>
      </form>
      <div className="row">
        <label>
          Import a scenario file{' '}
          <input
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importFile(file);
              event.target.value = '';
            }}
          />
        </label>
        {list.data && (
          <span className="muted">
            {list.data.storage === 'disk'
              ? 'Kept in DATA_DIR/scenarios.'
              : 'Kept in memory (no DATA_DIR): gone when the server stops; export to keep one.'}
          </span>
        )}
      </div>
      {list.error && <p className="error">{list.error}</p>}
      <table aria-labelledby="saved-title" className="scenario-list">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Faults, overrides</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data?.scenarios.map((s) => (
            <tr key={s.name}>
              <td>
                {s.name} {s.builtIn && <span className="tag">built-in</span>}
                {!s.builtIn && (
                  <small className="muted block">
                    saved {new Date(s.savedAt).toLocaleString('en-GB')}
                  </small>
                )}
              </td>
              <td className="wrap">{s.description}</td>
              <td>
                {s.faults}, {s.overrides}
              </td>
              <td>
                <div className="actions-cell">
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={`Load ${s.name}`}
                    onClick={() => load(s.name)}
                  >
                    Load
                  </button>
                  <button
                    type="button"
                    aria-label={`Export ${s.name}`}
                    onClick={() => void exportFile(s.name)}
                  >
                    Export
                  </button>
                  {!s.builtIn && (
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Delete ${s.name}`}
                      onClick={() => {
                        if (window.confirm(`Delete the saved scenario “${s.name}”?`))
                          void run(`Delete ${s.name}`, `/scenarios/${s.name}`, {}, 'DELETE');
                      }}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
