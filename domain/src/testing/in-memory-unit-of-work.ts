import type { UnitOfWork } from '../kernel/unit-of-work.port.js';

/**
 * A unit of work for in-memory ports: writes enlisted while `run` is active apply only when
 * the work resolves, and are dropped when it throws, like a rolled-back transaction.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  commits = 0;
  rollbacks = 0;
  private pending: (() => void)[] | null = null;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending) return work();
    const pending: (() => void)[] = [];
    this.pending = pending;
    try {
      const result = await work();
      this.pending = null;
      pending.forEach((apply) => apply());
      this.commits += 1;
      return result;
    } catch (error) {
      this.pending = null;
      this.rollbacks += 1;
      throw error;
    }
  }

  /** Applies a write at commit, or at once outside a unit of work. */
  enlist(apply: () => void): void {
    if (this.pending) this.pending.push(apply);
    else apply();
  }
}
