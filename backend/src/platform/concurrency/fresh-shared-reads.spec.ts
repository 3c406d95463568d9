import { FreshSharedReads } from './fresh-shared-reads';

/** A read the test finishes by hand, recording when each began. */
function manualReads() {
  const started: { key: string; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const shared = new FreshSharedReads<string>();
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      started.push({ key, finish: resolve, fail: reject });
    });
  return { reads: { get: (key: string) => shared.get(key, () => read(key)) }, started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshSharedReads', () => {
  it('answers callers that came during a read with the next read, one for all of them', async () => {
    const { reads, started } = manualReads();
    const first = reads.get('feed');
    const during = [reads.get('feed'), reads.get('feed'), reads.get('feed')];
    expect(started).toHaveLength(1);

    started[0].finish('v1');
    await expect(first).resolves.toBe('v1');
    await tick();
    // The callers that came while v1 was read get a read begun after they asked.
    expect(started).toHaveLength(2);
    started[1].finish('v2');
    await expect(Promise.all(during)).resolves.toEqual(['v2', 'v2', 'v2']);
  });

  it('reads again for a caller after the last read ended, and keeps keys apart', async () => {
    const { reads, started } = manualReads();
    const a = reads.get('a');
    const b = reads.get('b');
    expect(started.map((read) => read.key)).toEqual(['a', 'b']);
    started[0].finish('a1');
    started[1].finish('b1');
    await expect(Promise.all([a, b])).resolves.toEqual(['a1', 'b1']);

    const again = reads.get('a');
    expect(started).toHaveLength(3);
    started[2].finish('a2');
    await expect(again).resolves.toBe('a2');
  });

  it('passes a failed read to its callers only, and the waiting callers still get a read', async () => {
    const { reads, started } = manualReads();
    const failing = reads.get('feed');
    const waiting = reads.get('feed');
    started[0].fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    started[1].finish('v2');
    await expect(waiting).resolves.toBe('v2');
  });
});
