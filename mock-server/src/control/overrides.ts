import { FAULT_TIMES_MAX } from '@storefront/contracts/control-api';
import type {
  OverrideInput,
  OverrideRule,
  TrafficViolation,
} from '@storefront/contracts/control-api';

/**
 * Response overrides (Mockoon's and MSW's "answer this instead"): an operation of the contract
 * answered with a chosen status and body for its next N calls or until cleared, without running.
 * One per operation: setting another replaces it. The body's check against the contract is kept
 * with it (a body that breaks the contract is allowed: that is often the point).
 */
export class OverrideBook {
  private rules: OverrideRule[] = [];
  private lastId = 0;

  set(input: OverrideInput, violations: TrafficViolation[]): OverrideRule {
    const rule: OverrideRule = {
      id: (this.lastId += 1),
      operationId: input.operationId,
      status: input.status ?? 200,
      body: input.body,
      remaining: Math.max(1, Math.min(Math.trunc(input.times ?? FAULT_TIMES_MAX), FAULT_TIMES_MAX)),
      violations,
    };
    this.rules = [...this.rules.filter((r) => r.operationId !== input.operationId), rule];
    return rule;
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  get size(): number {
    return this.rules.length;
  }

  has(operationId: string): boolean {
    return this.rules.some((rule) => rule.operationId === operationId);
  }

  list(): OverrideRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /** The armed overrides as inputs that arm them again (a scenario keeps them so). */
  inputs(): OverrideInput[] {
    return this.rules.map(({ operationId, status, body, remaining }) => ({
      operationId,
      status,
      body,
      times: remaining,
    }));
  }

  clear(id?: number): void {
    this.rules = id === undefined ? [] : this.rules.filter((rule) => rule.id !== id);
  }

  /** The override of an operation, counted as used; undefined when none is armed. */
  take(operationId: string | undefined): OverrideRule | undefined {
    if (operationId === undefined) return undefined;
    const rule = this.rules.find((candidate) => candidate.operationId === operationId);
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return { ...rule };
  }
}
