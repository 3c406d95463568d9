import type { IdGenerator } from '../kernel/id-generator.port.js';

/** Predictable ids in UUID form (so they also fit uuid columns): …-000000000001, …-000000000002, … */
export class SequentialIdGenerator implements IdGenerator {
  private counter = 0;

  next(): string {
    this.counter += 1;
    return `00000000-0000-7000-8000-${String(this.counter).padStart(12, '0')}`;
  }
}
