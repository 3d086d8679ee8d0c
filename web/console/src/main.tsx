import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatDesk } from './chat-desk';
import { control, ControlError, saveToken, storedToken, TOKEN_KEY } from './control-api';
import { Faults } from './faults';
import { Outbox } from './outbox';
import { Overrides } from './overrides';
import { Scenarios } from './scenarios';
import { Traffic } from './traffic';
import { TryIt } from './try-it';
import { Variants } from './variants';
import './console.css';

const AREAS = {
  scenarios: { label: 'Scenarios', view: Scenarios },
  faults: { label: 'Faults', view: Faults },
  overrides: { label: 'Overrides', view: Overrides },
  tryit: { label: 'Try it', view: TryIt },
  traffic: { label: 'Traffic', view: Traffic },
  variants: { label: 'Variants', view: Variants },
  outbox: { label: 'Outbox', view: Outbox },
  chat: { label: 'Chat desk', view: ChatDesk },
} as const;
type Area = keyof typeof AREAS;

function initialArea(): Area {
  const asked = new URLSearchParams(window.location.search).get('area');
  return asked && asked in AREAS ? (asked as Area) : 'scenarios';
}

/** Asks for the control token (printed at start, in DATA_DIR/control-token) and checks it. */
function TokenGate({ problem, onToken }: { problem: string; onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <main className="gate">
      <h1>Mock console</h1>
      <p>
        Paste the control token the mock-server printed at start (also in{' '}
        <code>DATA_DIR/control-token</code>), or open the <code>/__console/#token=…</code> address
        it printed. The token stays in this tab only.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onToken(value.trim());
        }}
      >
        <label>
          Control token{' '}
          <input
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <button type="submit" disabled={value.trim() === ''}>
          Unlock
        </button>
      </form>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </main>
  );
}

function Console() {
  const [unlocked, setUnlocked] = useState<'checking' | 'locked' | 'open'>(() =>
    storedToken() ? 'checking' : 'locked',
  );
  const [problem, setProblem] = useState('');
  const [area, setArea] = useState<Area>(initialArea);
  const [visit, setVisit] = useState(0);

  const verify = (token: string) => {
    saveToken(token);
    control('/faults').then(
      () => setUnlocked('open'),
      (error: unknown) => {
        saveToken(null);
        setProblem(error instanceof ControlError ? error.message : String(error));
        setUnlocked('locked');
      },
    );
  };
  // A token from the address or the tab's storage is checked once, on load.
  useEffect(() => {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) verify(token);
  }, []);
  const check = (token: string) => {
    setUnlocked('checking');
    verify(token);
  };

  // After a switch of area, the keyboard goes on in the new area (as the storefront's screens do).
  const mainRef = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) mainRef.current?.focus();
    moved.current = false;
  }, [area, visit]);

  if (unlocked === 'locked') return <TokenGate problem={problem} onToken={check} />;
  if (unlocked === 'checking') return <p className="gate">Checking the token…</p>;
  const View = AREAS[area].view;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav aria-label="Areas">
        <strong>Mock console</strong>
        {(Object.keys(AREAS) as Area[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-current={key === area ? 'page' : undefined}
            onClick={() => {
              setArea(key);
              setVisit((n) => n + 1);
              history.replaceState(null, '', `?area=${key}`);
              moved.current = true;
            }}
          >
            {AREAS[key].label}
          </button>
        ))}
        <button
          type="button"
          className="lock"
          onClick={() => {
            saveToken(null);
            setProblem('');
            setUnlocked('locked');
          }}
        >
          Lock
        </button>
      </nav>
      <main id="main" tabIndex={-1} ref={mainRef}>
        {/* Picking the area again starts it afresh (its lists loaded again). */}
        <View key={visit} />
      </main>
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Console />
    </StrictMode>,
  );
}
