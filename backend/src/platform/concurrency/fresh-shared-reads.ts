/**
 * Reads by key that callers share without ever getting an answer older than their call: a caller
 * that comes while a read of its key runs waits for the next read, which starts when that one
 * ends and answers everyone who came meanwhile. So at most one read per key runs at a time and
 * one more waits, however many callers come, and each answer was read after its caller asked.
 * (A calendar feed checks its file is current, and renders it, this way: fifty requests at once
 * cost two lookups, not fifty.)
 */
export class FreshSharedReads<T> {
  private readonly slots = new Map<string, { running: Promise<T>; next: Promise<T> | null }>();

  /** `read` reads the key's value; callers of one key pass the same read. */
  get(key: string, read: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (slot === undefined) return this.start(key, read);
    // The running read may have begun before this call: the one after it answers.
    slot.next ??= slot.running.then(
      () => this.start(key, read),
      () => this.start(key, read),
    );
    return slot.next;
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const slot = { running: read(), next: null as Promise<T> | null };
    this.slots.set(key, slot);
    // Runs before `next` starts its read (registered first): a slot nobody waits on goes.
    const settle = () => {
      if (this.slots.get(key) === slot && slot.next === null) this.slots.delete(key);
    };
    slot.running.then(settle, settle);
    return slot.running;
  }
}
