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

// node --test's spec reporter: "  ✔ a test (1234.5ms)", indented under its describe (suites are
// not indented). Failures are listed twice (in place and again at the end): counted once.
export function slowestNodeTests(output, count) {
  const tests = new Map();
  for (const [, name, ms] of output.matchAll(/^ +[\u2714\u2716] (.+) \((\d+(?:\.\d+)?)ms\)$/gm)) {
    tests.set(name, Math.max(tests.get(name) ?? 0, Number(ms) / 1000));
  }
  return [...tests]
    .map(([name, seconds]) => ({ name, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

// Jest: " PASS  test/x.int-spec.ts (5.677 s)"; it times only the suites that took over 5 s.
export function slowestJestSuites(output, count) {
  return [...output.matchAll(/^ *(?:PASS|FAIL) +(\S+) \((\d+(?:\.\d+)?) s\)$/gm)]
    .map(([, name, seconds]) => ({ name, seconds: Number(seconds) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
