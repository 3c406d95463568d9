// `node frontends/precompress.mjs <dist folder>...`: writes a brotli (.br) and a gzip (.gz) copy
// next to every text asset of a built frontend, at the highest levels (built once, served many
// times), so the servers send them without compressing per request: the embedded server through
// express-static-gzip, nginx through gzip_static / brotli_static. Run by each frontend's build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The kinds of files worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The .br and .gz copies of each compressible file under `dir`; a copy no smaller than its file is skipped. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const copies = [
        [
          '.br',
          await brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        ],
        ['.gz', await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
      ];
      for (const [suffix, compressed] of copies) {
        if (compressed.length >= content.length) continue;
        await writeFile(`${file}${suffix}`, compressed);
        written += 1;
      }
    }),
  );
  return { files: files.length, written };
}

if (import.meta.main) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node frontends/precompress.mjs <dist folder>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    const { files, written } = await precompress(path.resolve(dir));
    console.log(`precompress: ${dir}: ${written} .br/.gz copies of ${files} text files`);
  }
}
