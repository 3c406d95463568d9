/**
 * `describe` for suites that need Redis. Without REDIS_URL they are skipped with a visible
 * notice; under CI=true a missing Redis fails the run instead of silently testing less.
 */
export function redisOrSkip(name: string, suite: () => void): void {
  if (process.env.REDIS_URL) {
    describe(name, suite);
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs REDIS_URL', () => {
        throw new Error(
          `REDIS_URL is not set: "${name}" cannot run, and CI=true does not allow skipping it.`,
        );
      });
    });
    return;
  }
  console.warn(
    `\n  ⚠ SKIPPED "${name}": set REDIS_URL (e.g. redis://127.0.0.1:6379) to run the Redis tests.\n`,
  );
  describe.skip(name, suite);
}
