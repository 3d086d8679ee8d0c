import { useEffect, useRef, useState } from 'react';
import { TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type { TrafficAnswer, TrafficEntry } from '@storefront/contracts/control-api';
import { control, ControlError } from './control-api';

const POLL_MS = 1000;

function pretty(text: string | null): string {
  if (text === null || text === '') return '(none)';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The live /api log, checked against the contract (GET /__mock/traffic, polled every second). */
export function Traffic() {
  const [entries, setEntries] = useState<TrafficEntry[]>([]);
  const [error, setError] = useState('');
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState('');
  const [onlyViolations, setOnlyViolations] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    let live = true;
    const poll = () =>
      control<TrafficAnswer>(`/traffic?after=${lastId.current}`).then(
        (answer) => {
          if (!live) return;
          setError('');
          const last = answer.entries.at(-1);
          if (!last) return;
          lastId.current = last.id;
          // The page keeps as many entries as the server does.
          setEntries((old) => [...old, ...answer.entries].slice(-TRAFFIC_KEPT));
        },
        (failure: unknown) => {
          if (!live) return;
          setError(
            failure instanceof ControlError && failure.status === 404
              ? 'The traffic log is off (the server runs with MOCK_TRAFFIC=off).'
              : failure instanceof Error
                ? failure.message
                : String(failure),
          );
        },
      );
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  const operations = [...new Set(entries.map((e) => e.operationId ?? '(not in contract)'))].sort();
  const shown = entries
    .filter(
      (e) =>
        (operation === '' || (e.operationId ?? '(not in contract)') === operation) &&
        (status === '' || String(e.status) === status) &&
        (!onlyViolations || e.violations.length > 0),
    )
    .reverse();
  const open = entries.find((e) => e.id === openId);
  const violating = entries.filter((e) => e.violations.length > 0).length;

  return (
    <section aria-labelledby="traffic-title" className="traffic">
      <header className="bar">
        <h1 id="traffic-title">Traffic</h1>
        <span className={violating ? 'error' : 'muted'} data-testid="violation-count">
          {violating} with contract violations, of {entries.length}
        </span>
        <button
          type="button"
          onClick={() =>
            void control('/traffic', { method: 'DELETE' }).then(() => {
              setEntries([]);
              setOpenId(null);
            })
          }
        >
          Clear
        </button>
      </header>
      {error && <p className="error">{error}</p>}
      <div className="row">
        <label>
          Operation{' '}
          <select value={operation} onChange={(event) => setOperation(event.target.value)}>
            <option value="">all</option>
            {operations.map((op) => (
              <option key={op} value={op}>
                {op}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{' '}
          <input
            value={status}
            size={4}
            placeholder="any"
            onChange={(event) => setStatus(event.target.value.trim())}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={onlyViolations}
            onChange={(event) => setOnlyViolations(event.target.checked)}
          />{' '}
          violations only
        </label>
      </div>
      <div className="split">
        <div className="log">
          <table>
            <thead>
              <tr>
                <th>Time</th>
                <th>Method</th>
                <th>Path</th>
                <th>Operation</th>
                <th>Status</th>
                <th>ms</th>
                <th>Shopper</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr
                  key={e.id}
                  className={`${e.violations.length ? 'violation' : ''} ${e.id === openId ? 'open' : ''}`}
                  onClick={() => setOpenId(e.id)}
                >
                  <td>{e.at.slice(11, 23)}</td>
                  <td>{e.method}</td>
                  <td className="path">{e.url}</td>
                  <td>{e.operationId ?? '—'}</td>
                  <td>{e.status}</td>
                  <td>{e.ms}</td>
                  <td>{e.shopper?.email ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="muted">No exchange yet.</p>}
        </div>
        {open && (
          <aside className="detail" aria-label="Exchange">
            <h2>
              {open.method} {open.url} → {open.status}
            </h2>
            {open.violations.length > 0 ? (
              <ul className="violations">
                {open.violations.map((v, i) => (
                  <li key={i}>
                    <strong>{v.direction}</strong> {v.error}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ok">Conforms to the contract.</p>
            )}
            {open.truncated && <p className="muted">Bodies cut at 16 KiB.</p>}
            <h3>Request body</h3>
            <pre>{pretty(open.requestBody)}</pre>
            <h3>Answer body</h3>
            <pre>{pretty(open.responseBody)}</pre>
          </aside>
        )}
      </div>
    </section>
  );
}
