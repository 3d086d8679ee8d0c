import { useEffect, useRef, useState } from 'react';
import type React from 'react';
import { TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type {
  CurlAnswer,
  TrafficAnswer,
  TrafficEntry,
  TrafficInjection,
} from '@storefront/contracts/control-api';
import { control, ControlError, controlText, messageOf } from './control-api';
import { Check, Field } from './control-form';

const POLL_MS = 1000;

function pretty(text: string | null): string {
  if (text === null || text === '') return '(none)';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** What the console did to an exchange, in words. */
const EFFECT: Record<TrafficInjection['effect'], string> = {
  delay: 'delayed',
  status: 'error status',
  drop: 'connection dropped',
  timeout: 'timeout, not applied',
  'timeout-applied': 'timeout, applied',
  'slow-body': 'slow body',
  override: 'response override',
  try: 'sent from Try it',
};

interface Injected {
  kind: TrafficInjection['kind'];
  label: string;
}

/** The console's mark on an exchange (a fault, an override, a try-it request), or null. */
function injectedOf(entry: TrafficEntry): Injected | null {
  const mark = entry.injected;
  if (!mark) return null;
  const what = mark.kind === 'try' ? 'Try it' : `${mark.kind} #${mark.id}`;
  return { kind: mark.kind, label: `Injected by the console: ${EFFECT[mark.effect]} (${what})` };
}

/** The contract violations the console did not cause. */
const realViolations = (entry: TrafficEntry) => entry.violations.filter((v) => !v.injected);

/** The button that opens a row's exchange. */
const rowButton = (id: number) =>
  document.querySelector<HTMLButtonElement>(`.traffic .path button[data-id="${id}"]`);

/** Saves a text as a file the browser downloads. */
export function download(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The live /api log, checked against the contract (GET /__mock/traffic, polled every second). */
export function Traffic() {
  const [entries, setEntries] = useState<TrafficEntry[]>([]);
  const [error, setError] = useState('');
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState('');
  const [onlyViolations, setOnlyViolations] = useState(false);
  const [hideInjected, setHideInjected] = useState(false);
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
              : messageOf(failure),
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
        (!onlyViolations || realViolations(e).length > 0) &&
        (!hideInjected || !injectedOf(e)),
    )
    .reverse();
  const open = entries.find((e) => e.id === openId);
  // Exchanges the console made fail on purpose are not the contract's problem.
  const violating = entries.filter((e) => realViolations(e).length > 0).length;
  const injectedCount = entries.filter((e) => injectedOf(e)).length;

  /** The whole log as HAR 1.2, for a browser's devtools (Network, import). */
  const exportHar = async () => {
    try {
      const har = await controlText('/traffic.har');
      download(`traffic-${new Date().toISOString().replace(/[:.]/g, '-')}.har`, har);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const close = () => {
    const id = openId;
    setOpenId(null);
    // Back to the row the exchange was opened from.
    if (id !== null) window.requestAnimationFrame(() => rowButton(id)?.focus());
  };
  /** Up and down move between the rows' buttons (and the open exchange follows). */
  const onLogKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const at = shown.findIndex((e) => e.id === Number((event.target as HTMLElement).dataset.id));
    const next = shown[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (at < 0 || !next) return;
    event.preventDefault();
    rowButton(next.id)?.focus();
    if (openId !== null) setOpenId(next.id);
  };

  return (
    <section aria-labelledby="traffic-title" className={open ? 'traffic has-detail' : 'traffic'}>
      <header className="bar">
        <h1 id="traffic-title">Traffic</h1>
        <span className={violating ? 'error' : 'muted'} data-testid="violation-count">
          {violating} with contract violations, of {entries.length}
          {injectedCount > 0 && `; ${injectedCount} injected by the console`}
        </span>
        <button type="button" onClick={() => void exportHar()}>
          Export HAR
        </button>
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
        <Field
          label="Status"
          value={status}
          size={4}
          placeholder="any"
          inputMode="numeric"
          onChange={(value) => setStatus(value.trim())}
        />
        <Check label="violations only" checked={onlyViolations} onChange={setOnlyViolations} />
        <Check label="hide injected" checked={hideInjected} onChange={setHideInjected} />
      </div>
      <div className="split">
        <div className="log">
          <table aria-labelledby="traffic-title">
            <colgroup>
              <col className="c-time" />
              <col className="c-method" />
              <col />
              <col className="c-op" />
              <col className="c-status" />
              <col className="c-ms" />
              <col className="c-shopper" />
              <col className="c-injected" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Operation</th>
                <th scope="col">Status</th>
                <th scope="col">ms</th>
                <th scope="col">Shopper</th>
                <th scope="col">Injected</th>
              </tr>
            </thead>
            <tbody onKeyDown={onLogKey}>
              {shown.map((e) => {
                const mark = injectedOf(e);
                return (
                  <tr
                    key={e.id}
                    className={`${realViolations(e).length ? 'violation' : ''} ${mark ? 'injected' : ''} ${e.id === openId ? 'open' : ''}`}
                    onClick={() => setOpenId(e.id)}
                  >
                    <td>{e.at.slice(11, 23)}</td>
                    <td>{e.method}</td>
                    <td className="path">
                      <button
                        type="button"
                        data-id={e.id}
                        title={e.url}
                        aria-expanded={e.id === openId}
                        aria-controls={e.id === openId ? 'exchange' : undefined}
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpenId(e.id === openId ? null : e.id);
                        }}
                      >
                        {e.url}
                      </button>
                    </td>
                    <td title={e.operationId ?? undefined}>{e.operationId ?? '—'}</td>
                    <td>
                      {e.status === 0 ? (
                        <abbr title="no answer reached the client">—</abbr>
                      ) : (
                        e.status
                      )}
                    </td>
                    <td>{e.ms}</td>
                    <td title={e.shopper?.email}>{e.shopper?.email ?? ''}</td>
                    <td>{mark && <InjectedTag mark={mark} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {shown.length === 0 && <p className="muted">No exchange yet.</p>}
        </div>
        {open && <Exchange entry={open} onClose={close} />}
      </div>
    </section>
  );
}

/** The console's mark on an exchange it made fail or answer on purpose. */
function InjectedTag({ mark }: { mark: Injected }) {
  return (
    <span className={`tag ${mark.kind}`} title={mark.label}>
      {mark.kind}
    </span>
  );
}

/** One exchange: its contract check, its bodies, and the same request as curl. */
function Exchange({ entry, onClose }: { entry: TrafficEntry; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mark = injectedOf(entry);
  useEffect(() => heading.current?.focus(), [entry.id]);
  return (
    <aside
      id="exchange"
      className="detail"
      aria-label="Exchange"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="detail-head">
        <h2 tabIndex={-1} ref={heading}>
          {entry.method} {entry.url} → {entry.status}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close the exchange">
          Close
        </button>
      </div>
      {mark && (
        <p>
          <InjectedTag mark={mark} /> {mark.label}
        </p>
      )}
      {entry.violations.length > 0 ? (
        <ul className="violations">
          {entry.violations.map((v, i) => (
            <li key={i} className={v.injected ? 'expected' : undefined}>
              <strong>{v.direction}</strong> {v.error}
              {v.injected && ' (caused by the console, not counted)'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ok">Conforms to the contract.</p>
      )}
      {entry.truncated && <p className="muted">Bodies cut at 16 KiB.</p>}
      <Curl key={entry.id} entry={entry} />
      <h3 id="request-body">Request body</h3>
      {/* Scrollable, so reachable by keyboard (a named region, focusable). */}
      <pre role="region" aria-labelledby="request-body" tabIndex={0}>
        {pretty(entry.requestBody)}
      </pre>
      <h3 id="answer-body">Answer body</h3>
      <pre role="region" aria-labelledby="answer-body" tabIndex={0}>
        {pretty(entry.responseBody)}
      </pre>
    </aside>
  );
}

/** The exchange as a curl command (the server writes it), secrets hidden unless asked. */
function Curl({ entry }: { entry: TrafficEntry }) {
  const [secrets, setSecrets] = useState(false);
  const [curl, setCurl] = useState('');
  const [said, setSaid] = useState('');
  useEffect(() => {
    let live = true;
    control<CurlAnswer>(`/traffic/${entry.id}/curl${secrets ? '?secrets=true' : ''}`).then(
      (answer) => live && setCurl(answer.curl),
      (failure: unknown) =>
        live && setCurl(`(${failure instanceof Error ? failure.message : String(failure)})`),
    );
    return () => {
      live = false;
    };
  }, [entry.id, secrets]);
  return (
    <>
      <div className="actions">
        <button
          type="button"
          disabled={curl === ''}
          onClick={() =>
            void navigator.clipboard.writeText(curl).then(
              () => setSaid('Copied.'),
              () => setSaid('The browser refused the clipboard: select the text below.'),
            )
          }
        >
          Copy as curl
        </button>
        <label>
          <input
            type="checkbox"
            checked={secrets}
            onChange={(event) => {
              setSecrets(event.target.checked);
              setSaid('');
            }}
          />{' '}
          with secrets (token, passwords)
        </label>
        <span role="status" className="muted">
          {said}
        </span>
      </div>
      <pre role="region" aria-label="curl command" className="curl" tabIndex={0}>
        {curl}
      </pre>
    </>
  );
}
