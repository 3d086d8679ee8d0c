import { FAULT_DELAY_MAX_MS } from '@storefront/contracts/control-api';
import type { FaultInput, FaultRule } from '@storefront/contracts/control-api';

/**
 * Faults injected into the API by the control API, so the web app's error paths (timeouts,
 * "system interface 500 abnormal", "Network Error") can be reached on purpose. Their shapes are
 * the control API's (contracts/src/control-api.ts).
 */
export class FaultBook {
  private rules: FaultRule[] = [];
  private lastId = 0;

  add(input: FaultInput): FaultRule {
    const rule: FaultRule = {
      id: (this.lastId += 1),
      route: input.route,
      delayMs: Math.max(0, Math.min(input.delayMs ?? 0, FAULT_DELAY_MAX_MS)),
      drop: input.drop ?? false,
      remaining: Math.max(1, Math.trunc(input.times ?? 1)),
      ...(input.method ? { method: input.method.toUpperCase() } : {}),
      ...(input.status ? { status: input.status } : {}),
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
