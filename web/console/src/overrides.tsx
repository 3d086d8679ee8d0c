import { useEffect, useState } from 'react';
import type {
  ExampleAnswer,
  OperationsAnswer,
  OverrideCheckAnswer,
  OverrideInput,
  OverridesAnswer,
  TrafficViolation,
} from '@storefront/contracts/control-api';
import { control, messageOf } from './control-api';
import { ClearAll, ClearOne, leftText, TimesFields, useTimes } from './armed-rules';
import { ActionsHeader, Field, Form, OperationOptions, parseJson } from './control-form';
import { LoadError, Status, useAction, useControl } from './hooks';

/** How long the typing pauses before the body is checked against the contract. */
const CHECK_AFTER_MS = 300;

/**
 * Response overrides: one operation answers a body written here (the contract's example to start
 * from), checked against the contract as it is typed; a violation is allowed, and shown.
 */
export function Overrides() {
  const operations = useControl<OperationsAnswer>('/operations');
  const overrides = useControl<OverridesAnswer>('/overrides', 2000);
  const { run, status, busy } = useAction(overrides.reload);
  const [operationId, setOperationId] = useState('');
  const [httpStatus, setHttpStatus] = useState('200');
  const [text, setText] = useState('');
  const times = useTimes(true);
  const [checked, setChecked] = useState<{ key: string; violations: TrafficViolation[] } | null>(
    null,
  );
  const [exampleNote, setExampleNote] = useState('');

  const startFromExample = (id: string) => {
    setText('');
    if (!id) return;
    control<ExampleAnswer>(`/operations/${encodeURIComponent(id)}/example`).then(
      (example) => {
        setText(JSON.stringify(example.body, null, 2));
        setHttpStatus(String(example.status));
        setExampleNote(
          example.source === 'contract'
            ? 'Started from the contract’s example.'
            : 'Started from a body built from the contract’s schema (it has no example).',
        );
      },
      (failure: unknown) => setExampleNote(messageOf(failure)),
    );
  };

  const parsed = parseJson(text);
  /** What is checked: the check shown belongs to it, or is on its way. */
  const checkKey = operationId && parsed.ok ? `${operationId} ${httpStatus} ${text}` : '';
  // Checked as typed, once the typing pauses.
  useEffect(() => {
    if (!checkKey || !parsed.ok) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      control<OverrideCheckAnswer>('/overrides/check', {
        body: { operationId, status: Number(httpStatus) || 200, body: parsed.value },
      }).then(
        (answer) => live && setChecked({ key: checkKey, violations: answer.violations }),
        (failure: unknown) =>
          live &&
          setChecked({
            key: checkKey,
            violations: [{ direction: 'response', error: messageOf(failure) }],
          }),
      );
    }, CHECK_AFTER_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // The key says everything the check depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkKey]);
  const check: TrafficViolation[] | 'checking' | null = !checkKey
    ? null
    : checked?.key === checkKey
      ? checked.violations
      : 'checking';

  const arm = () => {
    if (!parsed.ok) return;
    const body: OverrideInput = {
      operationId,
      status: Number(httpStatus) || 200,
      body: parsed.value,
      times: times.times,
    };
    void run(`Override ${operationId}`, '/overrides', body);
  };

  return (
    <section aria-labelledby="overrides-title">
      <header className="bar">
        <h1 id="overrides-title">Overrides</h1>
      </header>
      <p className="muted">
        The operation answers this body instead of running (faults still apply first). One override
        per operation; setting another replaces it.
      </p>
      <Status status={status} />
      <Form className="panel column" aria-label="Override a response" onSubmit={arm}>
        <div className="row">
          <label>
            Operation{' '}
            <select
              value={operationId}
              onChange={(event) => {
                setOperationId(event.target.value);
                startFromExample(event.target.value);
              }}
            >
              <option value="">pick an operation</option>
              <OperationOptions operations={operations.data?.operations} />
            </select>
          </label>
          <Field
            label="HTTP status"
            value={httpStatus}
            size={4}
            inputMode="numeric"
            onChange={setHttpStatus}
          />
          <button
            type="button"
            disabled={!operationId}
            onClick={() => startFromExample(operationId)}
          >
            Start again from the example
          </button>
        </div>
        <label className="block">
          Answer body (JSON)
          <textarea
            value={text}
            rows={14}
            spellCheck={false}
            aria-describedby="override-check"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div id="override-check" role="status" className="check">
          {exampleNote && <p className="muted">{exampleNote}</p>}
          {!parsed.ok && text !== '' && <p className="error">Not JSON: {parsed.error}</p>}
          {check === 'checking' && <p className="muted">Checking against the contract…</p>}
          {Array.isArray(check) &&
            (check.length === 0 ? (
              <p className="ok">Conforms to the contract.</p>
            ) : (
              <>
                <p className="error">
                  {check.length} contract violation{check.length > 1 ? 's' : ''} (allowed: the
                  storefront will get this body as written)
                </p>
                <ul className="violations">
                  {check.map((v, i) => (
                    <li key={i}>{v.error}</li>
                  ))}
                </ul>
              </>
            ))}
        </div>
        <div className="row">
          <TimesFields of={times} size={4} />
          <button type="submit" disabled={busy || !operationId || !parsed.ok}>
            Set override
          </button>
        </div>
      </Form>

      <h2 id="overrides-list">Active overrides</h2>
      <LoadError error={overrides.error} />
      {overrides.data?.overrides.length === 0 && (
        <p className="muted">None: every operation answers as the mock does.</p>
      )}
      {(overrides.data?.overrides.length ?? 0) > 0 && (
        <table aria-labelledby="overrides-list">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Operation</th>
              <th scope="col">Status</th>
              <th scope="col">Contract</th>
              <th scope="col">Left</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {overrides.data?.overrides.map((o) => (
              <tr key={o.id}>
                <td>#{o.id}</td>
                <td>{o.operationId}</td>
                <td>{o.status}</td>
                <td className={o.violations.length ? 'error' : 'ok'}>
                  {o.violations.length ? `${o.violations.length} violation(s)` : 'conforms'}
                </td>
                <td>{leftText(o.remaining)}</td>
                <td>
                  <button
                    type="button"
                    onClick={() => {
                      setOperationId(o.operationId);
                      setHttpStatus(String(o.status));
                      setText(JSON.stringify(o.body, null, 2));
                      setExampleNote('');
                    }}
                  >
                    Edit
                  </button>{' '}
                  <ClearOne
                    run={run}
                    path="/overrides"
                    id={o.id}
                    name={`Clear the override of ${o.operationId}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(overrides.data?.overrides.length ?? 0) > 0 && (
        <p>
          <ClearAll run={run} path="/overrides" what="overrides" />
        </p>
      )}
    </section>
  );
}
