import { useState } from 'react';
import { FAULT_TIMES_MAX } from '@storefront/contracts/control-api';
import type {
  ChatSessionsAnswer,
  ChatUidRequest,
  FaultInput,
  FaultsAnswer,
  OperationsAnswer,
} from '@storefront/contracts/control-api';
import { Status, useAction, useControl } from './hooks';

/** What a fault does; a timeout is a delay longer than the storefront's 10 s client deadline. */
const KINDS = {
  latency: 'Latency',
  status: 'Error status',
  timeout: 'Timeout (15 s, beyond the client’s 10 s)',
  drop: 'Dropped connection',
} as const;
type Kind = keyof typeof KINDS;
/** "Until cleared": the most the control API takes. */
const FOREVER = FAULT_TIMES_MAX;

export function Faults() {
  const operations = useControl<OperationsAnswer>('/operations');
  const faults = useControl<FaultsAnswer>('/faults', 2000);
  const sessions = useControl<ChatSessionsAnswer>('/chat/sessions', 3000);
  const { run, status, busy } = useAction(faults.reload);
  const [route, setRoute] = useState('*');
  const [kind, setKind] = useState<Kind>('status');
  const [delayMs, setDelayMs] = useState('1500');
  const [code, setCode] = useState('500');
  const [times, setTimes] = useState('1');
  const [forever, setForever] = useState(false);
  const [uid, setUid] = useState('');

  const arm = () => {
    const body: FaultInput = {
      route,
      times: forever ? FOREVER : Math.max(1, Number(times) || 1),
      ...(kind === 'latency' ? { delayMs: Number(delayMs) || 0 } : {}),
      ...(kind === 'timeout' ? { delayMs: 15_000 } : {}),
      ...(kind === 'status' ? { status: Number(code) || 500 } : {}),
      ...(kind === 'drop' ? { drop: true } : {}),
    };
    void run(`Arm ${KINDS[kind].toLowerCase()} on ${route}`, '/faults', body);
  };

  /** Kicks (a DISCONNECT packet) or drops (no packet) every chat connection of `uid`. */
  const endSessions = (how: 'kick' | 'drop') => {
    const body: ChatUidRequest = { uid };
    const label = `${how === 'kick' ? 'Kick' : 'Drop'} ${uid}`;
    void run(label, `/chat/${how}`, body).then(sessions.reload);
  };

  return (
    <section aria-labelledby="faults-title">
      <header className="bar">
        <h1 id="faults-title">Faults</h1>
      </header>
      <Status status={status} />
      <form
        className="panel"
        aria-label="Arm a fault"
        onSubmit={(event) => {
          event.preventDefault();
          arm();
        }}
      >
        <label>
          Operation{' '}
          <select
            aria-label="Operation"
            value={route}
            onChange={(event) => setRoute(event.target.value)}
          >
            <option value="*">every /api operation</option>
            {operations.data?.operations.map((op) => (
              <option key={op.operationId} value={op.operationId}>
                {op.operationId} — {op.method} {op.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fault{' '}
          <select
            aria-label="Fault"
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            {(Object.keys(KINDS) as Kind[]).map((key) => (
              <option key={key} value={key}>
                {KINDS[key]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'latency' && (
          <label>
            Delay (ms){' '}
            <input value={delayMs} onChange={(event) => setDelayMs(event.target.value)} />
          </label>
        )}
        {kind === 'status' && (
          <label>
            HTTP status <input value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
        )}
        <label>
          Next{' '}
          <input
            value={times}
            disabled={forever}
            inputMode="numeric"
            onChange={(event) => setTimes(event.target.value)}
          />{' '}
          calls
        </label>
        <label>
          <input
            type="checkbox"
            checked={forever}
            onChange={(event) => setForever(event.target.checked)}
          />{' '}
          until cleared
        </label>
        <button type="submit" disabled={busy}>
          Arm
        </button>
      </form>

      <h2>Armed faults</h2>
      {faults.data?.faults.length === 0 && <p className="muted">None: every call is answered.</p>}
      <table>
        <tbody>
          {faults.data?.faults.map((fault) => (
            <tr key={fault.id}>
              <td>#{fault.id}</td>
              <td>{fault.route}</td>
              <td>
                {fault.drop
                  ? 'drop'
                  : fault.status
                    ? `status ${fault.status}`
                    : `delay ${fault.delayMs} ms`}
                {fault.drop || fault.status
                  ? fault.delayMs
                    ? ` after ${fault.delayMs} ms`
                    : ''
                  : ''}
              </td>
              <td>
                {fault.remaining >= FOREVER / 2 ? 'until cleared' : `${fault.remaining} left`}
              </td>
              <td>
                <button
                  type="button"
                  onClick={() =>
                    void run(`Clear #${fault.id}`, `/faults?id=${fault.id}`, {}, 'DELETE')
                  }
                >
                  Clear
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(faults.data?.faults.length ?? 0) > 0 && (
        <button type="button" onClick={() => void run('Clear all faults', '/faults', {}, 'DELETE')}>
          Clear all faults
        </button>
      )}

      <h2>Chat sessions</h2>
      <div className="row">
        <label>
          Uid{' '}
          <input
            value={uid}
            placeholder="u1, m2, platform"
            onChange={(event) => setUid(event.target.value)}
          />
        </label>
        <button type="button" disabled={busy || uid === ''} onClick={() => endSessions('kick')}>
          Kick (DISCONNECT)
        </button>
        <button type="button" disabled={busy || uid === ''} onClick={() => endSessions('drop')}>
          Drop the connection
        </button>
      </div>
      <p className="muted">
        Online:{' '}
        {sessions.data?.online.length
          ? sessions.data.online.map((o) => `${o.uid} (${o.sessions})`).join(', ')
          : 'nobody'}
      </p>
    </section>
  );
}
