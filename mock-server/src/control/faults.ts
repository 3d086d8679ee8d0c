import { FAULT_DELAY_MAX_MS } from '@storefront/contracts/control-api';
import type { FaultInput, FaultKind, FaultRule } from '@storefront/contracts/control-api';

/** How long a slow body trickles when the fault does not say. */
export const DEFAULT_TRICKLE_MS = 5000;

/** The kind a fault input means: its own, or what the older fields (drop, status) say. */
export function faultKind(input: Pick<FaultInput, 'kind' | 'drop' | 'status'>): FaultKind {
  if (input.kind) return input.kind;
  if (input.drop) return 'drop';
  if (input.status !== undefined) return 'status';
  return 'delay';
}

/**
 * Faults injected into the API by the control API, so the web app's error paths (timeouts,
 * "system interface 500 abnormal", "Network Error") can be reached on purpose. Their shapes are
 * the control API's (contracts/src/control-api.ts); what each kind does on the wire is in
 * fault-injection.ts.
 */
export class FaultBook {
  private rules: FaultRule[] = [];
  private lastId = 0;

  add(input: FaultInput): FaultRule {
    const kind = faultKind(input);
    const clampMs = (ms: number) => Math.max(0, Math.min(Math.trunc(ms), FAULT_DELAY_MAX_MS));
    const holds = kind === 'timeout' || kind === 'timeout-applied';
    const rule: FaultRule = {
      id: (this.lastId += 1),
      route: input.route,
      kind,
      delayMs: clampMs(input.delayMs ?? (holds ? FAULT_DELAY_MAX_MS : 0)),
      drop: kind === 'drop',
      remaining: Math.max(1, Math.trunc(input.times ?? 1)),
      ...(input.method ? { method: input.method.toUpperCase() } : {}),
      ...(kind === 'status'
        ? {
            status: input.status ?? 500,
            ...(input.code !== undefined ? { code: input.code } : {}),
            ...(input.message !== undefined ? { message: input.message } : {}),
          }
        : {}),
      ...(kind === 'slow-body'
        ? { trickleMs: Math.max(1, clampMs(input.trickleMs ?? DEFAULT_TRICKLE_MS)) }
        : {}),
    };
    this.rules.push(rule);
    return rule;
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /** The armed faults as inputs that arm them again (a scenario keeps them so). */
  inputs(): FaultInput[] {
    return this.rules.map(({ id: _id, remaining, drop: _drop, ...rest }) => ({
      ...rest,
      times: remaining,
    }));
  }

  clear(id?: number): void {
    this.rules = id === undefined ? [] : this.rules.filter((rule) => rule.id !== id);
  }

  /** The first rule matching a request, counted as used; undefined when none applies. */
  take(method: string, path: string, operationId: string | undefined): FaultRule | undefined {
    const rule = this.rules.find(
      (candidate) =>
        (candidate.method === undefined || candidate.method === method) &&
        (candidate.route === path ||
          candidate.route === operationId ||
          (candidate.route === '*' && path.startsWith('/api/'))),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return { ...rule };
  }
}
