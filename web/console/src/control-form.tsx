// The pieces the console's forms share: a form that stays on the page, a labelled box, a tick
// box, the contract's operations as options, a table's actions column, JSON typed into a text
// area. Each is written here once, so every area labels, reads and says them alike.
import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import type { OperationsAnswer } from '@storefront/contracts/control-api';
import { messageOf } from './control-api';

/** A form whose submit (Enter in a box, its submit button) runs `onSubmit`, the page staying. */
export function Form({
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}

type Box = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

/** A text box named by the words before it (its label): `label`, a space, the box. */
export function Field({
  label,
  value,
  onChange,
  ...box
}: Box & { label: ReactNode; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {label} <input {...box} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A tick box named by the words after it. */
export function Check({
  label,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}

/** The contract's operations as a select's options: "id — METHOD /path". */
export function OperationOptions({
  operations,
}: {
  operations: OperationsAnswer['operations'] | undefined;
}) {
  return operations?.map((op) => (
    <option key={op.operationId} value={op.operationId}>
      {op.operationId} — {op.method} {op.path}
    </option>
  ));
}

/** The header of a table's last column, its row buttons: named for a screen reader only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** JSON typed in or read from a file: its value, or the parser's words for what is wrong. */
export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (failure) {
    return { ok: false, error: messageOf(failure) };
  }
}
