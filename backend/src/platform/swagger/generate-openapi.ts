import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiJson } from './build-openapi-json';

/** `npm run openapi -w @nightlife/backend`: regenerates backend/openapi/openapi.json (commit it). */
async function main(): Promise<void> {
  const target = path.resolve(__dirname, '../../../openapi/openapi.json');
  writeFileSync(target, await buildOpenApiJson());
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
