import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './load-config';

const repoRoot = path.resolve(__dirname, '../../../..');

/** Every variable loadConfig reads, recorded by handing it an environment that notes each lookup. */
function variablesReadByTheBackend(): string[] {
  const read = new Set<string>();
  const env = new Proxy({ DATABASE_URL: 'postgres://localhost/nightlife' } as Record<string, string>, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return [...read].sort();
}

/** Names in `.env.example`, commented out or not (`# NAME=value` or `NAME=value`). */
function variablesInEnvExample(): string[] {
  const text = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

describe('environment documentation', () => {
  const variables = variablesReadByTheBackend();

  it('finds the variables the backend reads', () => {
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'SESSION_SECRET']));
  });

  it('.env.example lists every variable the backend reads', () => {
    expect(variables.filter((name) => !variablesInEnvExample().includes(name))).toEqual([]);
  });

  it('backend/ENVIRONMENT.md documents every variable the backend reads', () => {
    const reference = readFileSync(path.join(repoRoot, 'backend/ENVIRONMENT.md'), 'utf8');
    expect(variables.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });
});
