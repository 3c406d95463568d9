// Reads each test runner's own summary, so `npm test` can total test cases across suites.

// Jest: "Tests:       1 failed, 2 skipped, 10 passed, 13 total", once per project run.
export function parseJest(output) {
  const lines = [...output.matchAll(/^Tests:\s+(.*)$/gm)].map((match) => match[1]);
  if (!lines.length) return undefined;
  const count = (word) =>
    lines.reduce((sum, line) => sum + Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0), 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo') };
}

// node --test: "ℹ pass 3", "ℹ fail 0", "ℹ skipped 1", "ℹ todo 0", "ℹ cancelled 0".
export function parseNodeTest(output) {
  const count = (word) => {
    const all = [...output.matchAll(new RegExp(`^\u2139 ${word} (\\d+)$`, 'gm'))];
    return all.length ? Number(all.at(-1)[1]) : undefined;
  };
  const passed = count('pass');
  if (passed === undefined) return undefined;
  return {
    passed,
    failed: (count('fail') ?? 0) + (count('cancelled') ?? 0),
    skipped: (count('skipped') ?? 0) + (count('todo') ?? 0),
  };
}
