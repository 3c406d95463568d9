// index.html carries a copy of the splash's first frame so it paints before any script has loaded;
// the app takes those elements over with LoadingSplash (bootstrap.tsx). The two must be the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingSplash } from './components/LoadingSplash';

/** An element's attributes in name order: the page is the same in any order. */
const sortAttributes = (_tag: string, name: string, attributes: string) =>
  `<${name}${[...attributes.matchAll(/\s([\w:-]+)(="[^"]*")?/g)]
    .map(([, attribute, value = '']) => ` ${attribute}${value}`)
    .sort()
    .join('')}>`;

/**
 * Markup with inline-style spacing and attribute order removed. Spaces and comments between the
 * tags stay: the app takes these elements over (bootstrap.tsx), and a node between them would make
 * it move the elements, which the browser then paints again (and counts as the page's largest
 * paint) once the scripts have run.
 */
const normalise = (html: string) =>
  html
    .replace(/:\s+/g, ':')
    .replace(/;"/g, '"')
    .replace(/<([\w-]+)((?:\s[\w:-]+(?:="[^"]*")?)*)\s*>/g, sortAttributes);

it('index.html paints the splash exactly as LoadingSplash renders it at 0%', () => {
  const indexHtml = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(indexHtml)![1];
  expect(normalise(root)).toBe(normalise(renderToStaticMarkup(<LoadingSplash onComplete={() => {}} />)));
});
