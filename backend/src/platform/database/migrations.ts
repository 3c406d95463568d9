import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/**
 * The committed migrations in backend/src/migrations (dist/migrations once built), in name
 * order. Loaded with `require` rather than MikroORM's glob import so the same list works from
 * TypeScript under Jest and from the compiled JavaScript.
 */
export function loadMigrations(dir = MIGRATIONS_DIR): MigrationObject[] {
  return readdirSync(dir)
    .filter((file) => /^Migration\d+.*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(path.join(dir, file)) as Record<string, unknown>;
      const classes = Object.values(exported).filter(
        (value): value is MigrationClass => typeof value === 'function',
      );
      if (classes.length !== 1)
        throw new Error(`Migration file ${file} must export exactly one migration class.`);
      return { name: path.basename(file).replace(/\.(ts|js)$/, ''), class: classes[0] } as MigrationObject;
    });
}
