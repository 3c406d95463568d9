// index.html carries a copy of the splash's first frame so it paints before any script has loaded;
// React then replaces it with LoadingSplash. The two must look the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingSplash } from './components/LoadingSplash';

/** Markup with the whitespace between tags, comments and inline-style spacing removed. */
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/:\s+/g, ':')
    .trim();

it('index.html paints the splash exactly as LoadingSplash renders it at 0%', () => {
  const indexHtml = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(indexHtml)![1];
  expect(normalise(root)).toBe(normalise(renderToStaticMarkup(<LoadingSplash onComplete={() => {}} />)));
});
