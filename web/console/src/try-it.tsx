import { useEffect, useRef, useState } from 'react';
import type {
  OperationDetail,
  OperationParameter,
  OperationsAnswer,
  ShoppersAnswer,
  TryAnswer,
  TryRequest,
} from '@storefront/contracts/control-api';
import { control, messageOf } from './control-api';
import { Form, OperationOptions, parseJson } from './control-form';
import { useControl } from './hooks';

/** A parameter's start value: its example, else its schema's example or default. */
function startValue(parameter: OperationParameter): string {
  const schema = (parameter.schema ?? {}) as { default?: unknown };
  const value = parameter.example ?? schema.default;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** A typed value of a parameter's text: a number or a boolean when its schema says so. */
function typed(parameter: OperationParameter, text: string): string | number | boolean {
  const type = (parameter.schema as { type?: string } | undefined)?.type;
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(+text))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * Try an operation of the contract: its parameters and body from its schema and example, sent
 * through the app as a chosen shopper (a session opened for the call), answered with its check.
 */
export function TryIt() {
  const operations = useControl<OperationsAnswer>('/operations');
  const shoppers = useControl<ShoppersAnswer>('/shoppers');
  const [operationId, setOperationId] = useState('');
  const [detail, setDetail] = useState<OperationDetail | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('');
  // Undefined until the developer picks one (a shopper, or '' for a guest): until then a protected
  // operation is tried as the first shopper, an open one as a guest. Worked out at each render,
  // so an operation's details arriving after a pick never undo it.
  const [shopper, setShopper] = useState<string | undefined>(undefined);
  const asShopper =
    shopper ?? (detail?.protected ? String(shoppers.data?.shoppers[0]?.id ?? '') : '');
  const [answer, setAnswer] = useState<TryAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // A new answer takes the focus (and scrolls into view when it sits below the form).
  const answerHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => answerHeading.current?.focus(), [answer]);

  /** Picks an operation: its form is filled from the contract. */
  const latest = useRef('');
  const pick = (id: string) => {
    latest.current = id;
    setOperationId(id);
    setDetail(null);
    setAnswer(null);
    setProblem('');
    if (!id) return;
    control<OperationDetail>(`/operations/${encodeURIComponent(id)}`).then(
      (operation) => {
        if (latest.current !== id) return;
        setDetail(operation);
        setValues(
          Object.fromEntries(operation.parameters.map((p) => [`${p.in}:${p.name}`, startValue(p)])),
        );
        setBody(operation.body ? JSON.stringify(operation.body.example ?? {}, null, 2) : '');
      },
      (failure: unknown) => setProblem(messageOf(failure)),
    );
  };

  const send = async () => {
    if (!detail) return;
    const pick = (where: 'path' | 'query') =>
      Object.fromEntries(
        detail.parameters
          .filter((p) => p.in === where && (values[`${where}:${p.name}`] ?? '') !== '')
          .map((p) => [p.name, typed(p, values[`${where}:${p.name}`] ?? '')]),
      );
    const parsed = detail.body && body.trim() !== '' ? parseJson(body) : null;
    if (parsed && !parsed.ok) {
      setProblem(`The body is not JSON: ${parsed.error}`);
      return;
    }
    const request: TryRequest = {
      operationId: detail.operation.operationId,
      path: pick('path') as Record<string, string | number>,
      query: pick('query'),
      ...(parsed ? { body: parsed.value } : {}),
      ...(asShopper ? { shopperId: Number(asShopper) } : {}),
    };
    setBusy(true);
    setProblem('');
    try {
      setAnswer(await control<TryAnswer>('/try', { body: request }));
    } catch (failure) {
      setAnswer(null);
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const byTag = new Map<string, OperationsAnswer['operations']>();
  for (const op of operations.data?.operations ?? [])
    byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);

  return (
    <section aria-labelledby="try-title">
      <header className="bar">
        <h1 id="try-title">Try it</h1>
      </header>
      <div className="try-grid">
        <Form className="panel column" aria-label="Try an operation" onSubmit={() => void send()}>
          <div className="row">
            <label>
              Operation{' '}
              <select value={operationId} onChange={(event) => pick(event.target.value)}>
                <option value="">pick an operation</option>
                {[...byTag].map(([tag, ops]) => (
                  <optgroup key={tag} label={tag}>
                    <OperationOptions operations={ops} />
                  </optgroup>
                ))}
              </select>
            </label>
            <label>
              As{' '}
              <select value={asShopper} onChange={(event) => setShopper(event.target.value)}>
                <option value="">a guest (no token)</option>
                {shoppers.data?.shoppers.map((s) => (
                  <option key={s.id} value={s.id}>
                    #{s.id} {s.email}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {detail && (
            <>
              <p>
                <code>
                  {detail.operation.method} {detail.operation.path}
                </code>{' '}
                {detail.protected && <span className="tag">needs a signed-in shopper</span>}
              </p>
              {detail.parameters.length > 0 && (
                <fieldset className="params">
                  <legend>Parameters</legend>
                  {detail.parameters.map((p) => {
                    const key = `${p.in}:${p.name}`;
                    return (
                      <label key={key}>
                        {p.name}
                        {p.required && <span aria-hidden="true"> *</span>}{' '}
                        <span className="muted">({p.in})</span>
                        <input
                          value={values[key] ?? ''}
                          required={p.required}
                          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
                        />
                      </label>
                    );
                  })}
                </fieldset>
              )}
              {detail.body && (
                <label className="block">
                  Request body ({detail.body.mediaType})
                  <textarea
                    value={body}
                    rows={10}
                    spellCheck={false}
                    onChange={(event) => setBody(event.target.value)}
                  />
                </label>
              )}
              <div className="row">
                <button type="submit" disabled={busy}>
                  Send
                </button>
              </div>
            </>
          )}
          {problem && (
            <p className="error" role="alert">
              {problem}
            </p>
          )}
        </Form>
        {answer && (
          <section aria-label="Answer" className="answer">
            <h2 tabIndex={-1} ref={answerHeading}>
              {answer.method} {answer.url} → <span data-testid="try-status">{answer.status}</span>{' '}
              <span className="muted">in {answer.ms} ms</span>
            </h2>
            {answer.violations.length === 0 ? (
              <p className="ok">Conforms to the contract.</p>
            ) : (
              <ul className="violations">
                {answer.violations.map((v, i) => (
                  <li key={i}>
                    <strong>{v.direction}</strong> {v.error}
                    {v.injected && ' (caused by the request sent here, not counted)'}
                  </li>
                ))}
              </ul>
            )}
            <pre role="region" aria-label="Answer body" tabIndex={0}>
              {typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)}
            </pre>
          </section>
        )}
      </div>
    </section>
  );
}
