import { useState } from 'react';
import {
  SCENARIO_NAME_PATTERN,
  type SaveScenarioRequest,
  type ScenariosAnswer,
} from '@storefront/contracts/control-api';
import { controlText, messageOf } from './control-api';
import { ActionsHeader, Check, Field, Form, parseJson } from './control-form';
import { LoadError, Status, useAction, useControl } from './hooks';
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
      say(false, `Export ${scenario}: ${messageOf(failure)}`);
    }
  };

  const importFile = async (file: File) => {
    const parsed = parseJson(await file.text());
    if (!parsed.ok) {
      say(false, `Import ${file.name}: the file is not JSON`);
      return;
    }
    // Saved under the name the file gives (the "replace" tick lets it replace one of that name).
    const path = `/scenarios/import${overwrite ? '?overwrite=true' : ''}`;
    void run(`Import ${file.name}`, path, parsed.value);
  };

  return (
    <section aria-labelledby="saved-title" className="panel column">
      <h2 id="saved-title">Saved scenarios</h2>
      <Status status={status} />
      <Form
        className="row"
        aria-label="Save the current state"
        onSubmit={() => {
          const request: SaveScenarioRequest = { name, description, overwrite };
          void run(`Save ${name}`, '/scenarios', request);
        }}
      >
        <Field
          label="Name"
          value={name}
          maxLength={64}
          placeholder="e.g. empty-cart"
          aria-invalid={name !== '' && !nameOk}
          aria-describedby="scenario-name-rule"
          onChange={(value) => setName(value.toLowerCase())}
        />
        <Field label="Description" value={description} maxLength={500} onChange={setDescription} />
        <Check
          label="replace a saved one of that name"
          checked={overwrite}
          onChange={setOverwrite}
        />
        <button type="submit" disabled={busy || !nameOk}>
          Save current state
        </button>
        <span id="scenario-name-rule" className="muted">
          a-z, 0-9 and dashes
        </span>
      </Form>
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
      <LoadError error={list.error} />
      <table aria-labelledby="saved-title" className="scenario-list">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Faults, overrides</th>
            <ActionsHeader />
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
