import type { ChatLogger } from './log';

/**
 * A set of callbacks for one kind of event. A listener that throws is logged and skipped so one
 * faulty screen cannot stop the others (or the runtime) from hearing the event.
 */
export class ListenerSet<Args extends unknown[]> {
  private readonly listeners = new Set<(...args: Args) => void>();

  constructor(
    private readonly name: string,
    private readonly logger: ChatLogger,
  ) {}

  /** Registers a listener; returns the function that removes it. */
  add(listener: (...args: Args) => void): () => void {
    this.listeners.add(listener);
    return () => this.remove(listener);
  }

  remove(listener: (...args: Args) => void): void {
    this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  emit(...args: Args): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(...args);
      } catch (error) {
        this.logger.error(`a ${this.name} listener threw`, error);
      }
    }
  }
}
