import { useState } from 'react';
import type {
  ChatSessionsAnswer,
  ChatUidRequest,
  FaultInput,
  FaultKind,
  FaultRule,
  FaultsAnswer,
  OperationsAnswer,
} from '@storefront/contracts/control-api';
import { ClearAll, ClearOne, leftText, TimesFields, useTimes } from './armed-rules';
import { Field, Form, OperationOptions } from './control-form';
import { Status, useAction, useControl } from './hooks';

/**
 * What a fault does, as a developer means it. Both timeouts hold the connection without a byte
 * until the client gives up (the storefront's 10 s deadline); "applied" runs the operation first,
 * so the payment went through and only its answer was lost.
 */
const KINDS: Record<FaultKind, string> = {
  status: 'Error status (envelope code and message)',
  drop: 'Dropped connection (network error)',
  timeout: 'Timeout, not applied (the operation never runs)',
  'timeout-applied': 'Timeout, applied (the operation commits, the answer is lost)',
  'slow-body': 'Slow body (the answer trickles in)',
  delay: 'Latency (then the real answer)',
};
type Kind = FaultKind;

/** A fault in the words of the form above. */
export function faultText(fault: FaultRule): string {
  const kind = fault.kind;
  const after =
    fault.delayMs && kind !== 'delay' && !kind.startsWith('timeout')
      ? ` after ${fault.delayMs} ms`
      : '';
  if (kind === 'status')
    return `status ${fault.status} {code: ${fault.code ?? 0}${fault.message ? `, msg: “${fault.message}”` : ''}}${after}`;
  if (kind === 'delay') return `latency ${fault.delayMs} ms`;
  if (kind === 'slow-body') return `slow body over ${fault.trickleMs ?? 5000} ms${after}`;
  if (kind === 'drop') return `dropped connection${after}`;
  return kind === 'timeout' ? 'timeout, not applied' : 'timeout, applied';
}

export function Faults() {
  const operations = useControl<OperationsAnswer>('/operations');
  const faults = useControl<FaultsAnswer>('/faults', 2000);
  const sessions = useControl<ChatSessionsAnswer>('/chat/sessions', 3000);
  const { run, status, busy } = useAction(faults.reload);
  const [route, setRoute] = useState('*');
  const [kind, setKind] = useState<Kind>('status');
  const [delayMs, setDelayMs] = useState('1500');
  const [code, setCode] = useState('500');
  const [envelopeCode, setEnvelopeCode] = useState('0');
  const [message, setMessage] = useState('');
  const [trickleMs, setTrickleMs] = useState('5000');
  const times = useTimes(false);
  const [uid, setUid] = useState('');

  const arm = () => {
    const body: FaultInput = {
      route,
      times: times.times,
      kind,
      ...(kind === 'delay' ? { delayMs: Number(delayMs) || 0 } : {}),
      ...(kind === 'status'
        ? {
            status: Number(code) || 500,
            code: Number(envelopeCode) || 0,
            ...(message.trim() ? { message: message.trim() } : {}),
          }
        : {}),
      ...(kind === 'slow-body' ? { trickleMs: Number(trickleMs) || 5000 } : {}),
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
      <Form className="panel" aria-label="Arm a fault" onSubmit={arm}>
        <label>
          Operation{' '}
          <select
            aria-label="Operation"
            value={route}
            onChange={(event) => setRoute(event.target.value)}
          >
            <option value="*">every /api operation</option>
            <OperationOptions operations={operations.data?.operations} />
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
        {kind === 'delay' && (
          <Field
            label="Delay (ms)"
            value={delayMs}
            inputMode="numeric"
            size={6}
            onChange={setDelayMs}
          />
        )}
        {kind === 'slow-body' && (
          <Field
            label="Body spread over (ms)"
            value={trickleMs}
            inputMode="numeric"
            size={6}
            onChange={setTrickleMs}
          />
        )}
        {kind === 'status' && (
          <>
            <Field
              label="HTTP status"
              value={code}
              inputMode="numeric"
              size={4}
              onChange={setCode}
            />
            <Field
              label="Envelope code"
              value={envelopeCode}
              inputMode="numeric"
              size={6}
              onChange={setEnvelopeCode}
            />
            <Field
              label="Message"
              value={message}
              maxLength={500}
              placeholder={`Injected fault ${code}`}
              onChange={setMessage}
            />
          </>
        )}
        {kind.startsWith('timeout') && (
          <p className="muted hint">
            Held without an answer until the client gives up (the storefront after 10 s).
          </p>
        )}
        <TimesFields of={times} />
        <button type="submit" disabled={busy}>
          Arm
        </button>
      </Form>

      <h2 id="armed-title">Armed faults</h2>
      {faults.data?.faults.length === 0 && <p className="muted">None: every call is answered.</p>}
      <table aria-labelledby="armed-title">
        <tbody>
          {faults.data?.faults.map((fault) => (
            <tr key={fault.id}>
              <td>#{fault.id}</td>
              <td>
                {fault.route === '*' ? 'every operation' : fault.route}
                {fault.method ? ` (${fault.method})` : ''}
              </td>
              <td>{faultText(fault)}</td>
              <td>{leftText(fault.remaining, ' left')}</td>
              <td>
                <ClearOne
                  run={run}
                  path="/faults"
                  id={fault.id}
                  name={`Clear fault #${fault.id}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(faults.data?.faults.length ?? 0) > 0 && <ClearAll run={run} path="/faults" what="faults" />}

      <h2>Chat sessions</h2>
      <div className="row">
        <Field label="Uid" value={uid} placeholder="u1, m2, platform" onChange={setUid} />
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
