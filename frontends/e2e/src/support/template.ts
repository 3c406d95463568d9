// The journey runner's template (see TEMPLATE in product.ts): `node template.ts create` builds
// it and prints it as JSON (null without a DATABASE_URL); `node template.ts drop '<json>'`
// removes it.
import { buildTemplate, dropTemplate, type ProductTemplate } from './product.ts';

const [command, json] = process.argv.slice(2);
if (command === 'create') console.log(JSON.stringify(await buildTemplate()));
else if (command === 'drop' && json) await dropTemplate(JSON.parse(json) as ProductTemplate);
else {
  console.error('usage: node template.ts create | drop <json>');
  process.exit(2);
}
