// index.html carries a copy of the splash's first frame so it paints before any script has loaded;
// the app then replaces it with LoadingSplash. The two must look the same.
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

/** Markup with the whitespace between tags, comments, inline-style spacing and attribute order removed. */
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/:\s+/g, ':')
    .replace(/;"/g, '"')
    .replace(/<([\w-]+)((?:\s[\w:-]+(?:="[^"]*")?)*)\s*>/g, sortAttributes)
    .trim();

it('index.html paints the splash exactly as LoadingSplash renders it at 0%', () => {
  const indexHtml = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(indexHtml)![1];
  expect(normalise(root)).toBe(normalise(renderToStaticMarkup(<LoadingSplash onComplete={() => {}} />)));
});
