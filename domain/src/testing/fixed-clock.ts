import type { Clock } from '../kernel/clock.port.js';

export class FixedClock implements Clock {
  private current: Date;

  constructor(now: Date | string = '2025-03-05T12:00:00.000Z') {
    this.current = new Date(now);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(now: Date | string): void {
    this.current = new Date(now);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
