import type { OutboxAnswer } from '@storefront/contracts/control-api';
import { LoadError, useControl } from './hooks';

/** The e-mails the mock sent (reset codes), newest first. */
export function Outbox() {
  const outbox = useControl<OutboxAnswer>('/outbox', 3000);
  return (
    <section aria-labelledby="outbox-title">
      <header className="bar">
        <h1 id="outbox-title">Outbox</h1>
      </header>
      <LoadError error={outbox.error} />
      {outbox.data?.mails.length === 0 && <p className="muted">No e-mail sent yet.</p>}
      <ul className="mails">
        {outbox.data?.mails.map((mail) => (
          <li key={mail.id}>
            <header>
              <strong>{mail.subject}</strong> to {mail.to}
              <time dateTime={new Date(mail.createdAt).toISOString()}>
                {new Date(mail.createdAt).toLocaleString('en-GB')}
              </time>
            </header>
            <p>
              Code: <code className="code">{mail.code}</code>
            </p>
            <pre>{mail.body}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
