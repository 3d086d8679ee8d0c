// Node only: the README's operation table, built from the contract so the two cannot drift.
import { listOperations } from './load-contract';

export function operationTable(): string {
  const rows = listOperations().map(
    ({ method, path, operation }) =>
      `| ${method.toUpperCase()} | \`${path}\` | \`${operation.operationId}\` | ${operation.tags?.join(', ') ?? ''} | ${operation['x-origin'] ?? ''} |`,
  );
  return ['| method | path | operationId | tag | origin |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}
