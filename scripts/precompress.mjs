#!/usr/bin/env node
// Writes compressed copies beside the text files of a production build that are worth it (the
// hashed scripts and stylesheets, and every other text file over 64 KB): file.gz (gzip, level 9)
// and file.br (Brotli). nginx sends them as they are (gzip_static, brotli_static in
// deploy/nginx.conf), so a 9 MB search index is not compressed again on every request, and
// object storage can serve them with a Content-Encoding header (deploy/README.md).
// `npm run build` runs it after `docusaurus build`.
//
//   node scripts/precompress.mjs [--dir build]
import {createReadStream, createWriteStream, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

/** Text formats the site serves; images other than SVG are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|json|xml|txt|md|svg|webmanifest)$/;
/**
 * Smaller files are compressed on the fly by nginx, which costs little for them; above this
 * size (the search indexes, llms-full.txt, the largest scripts and pages) a stored copy saves
 * the server's CPU on every request.
 */
export const MIN_BYTES = 64 * 1024;
/**
 * The hashed scripts and stylesheets under assets/ are stored compressed from this size on:
 * they never change once built, a page loads several of them, and Brotli, which nginx only
 * sends from stored copies, is 5 to 30 % smaller than nginx's own gzip for them.
 */
export const MIN_ASSET_BYTES = 1024;
const ASSET = /^assets[\\/](?:js|css)[\\/][^\\/]+\.(?:js|css)$/;
/**
 * Brotli quality, measured on these files on two cores: 5 compresses the 38 MB in 2 s, as fast
 * as gzip -9, and the 9.3 MB search index to 2.17 MB (gzip -9: 2.32 MB). Quality 9 took 22 s
 * for 5 % less, and 11 (1.78 MB on the index) 18 s for the index alone: too slow for a build.
 */
const BROTLI_QUALITY = 5;
/**
 * The scripts and stylesheet every page loads get Brotli's best quality: main.js 138 KB at 5,
 * 122 KB at 11, the webpack runtime 13.5 KB against 10.2 KB; about 1 s for the three.
 */
const EVERY_PAGE =
  /^assets[\\/](?:js[\\/](?:main|runtime~main)|css[\\/]styles)\.[0-9a-f]+\.(?:js|css)$/;
const BEST_QUALITY = 11;

function textFiles(dir) {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function compress(file, size, quality) {
  await Promise.all([
    pipeline(createReadStream(file), zlib.createGzip({level: 9}), createWriteStream(`${file}.gz`)),
    pipeline(
      createReadStream(file),
      zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      createWriteStream(`${file}.br`),
    ),
  ]);
}

/** Compresses every large text file under `buildDir`; returns the count and bytes. */
export async function precompress(buildDir) {
  const files = textFiles(buildDir)
    .map((file) => {
      const relative = path.relative(buildDir, file);
      return {
        file,
        size: statSync(file).size,
        asset: ASSET.test(relative),
        quality: EVERY_PAGE.test(relative) ? BEST_QUALITY : BROTLI_QUALITY,
      };
    })
    .filter(({size, asset}) => size >= (asset ? MIN_ASSET_BYTES : MIN_BYTES));
  // A few at a time: zlib runs on the libuv thread pool (4 threads). The slow ones first.
  const queue = files.toSorted((a, b) => b.quality - a.quality || b.size - a.size);
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        await compress(next.file, next.size, next.quality);
    }),
  );
  return {files: files.length, bytes: files.reduce((sum, {size}) => sum + size, 0)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const started = Date.now();
  const {files, bytes} = await precompress(values.dir);
  console.log(
    `[INFO] Precompressed ${files} text files (scripts and stylesheets over ` +
      `${MIN_ASSET_BYTES / 1024} KB, others over ${MIN_BYTES / 1024} KB) ` +
      `(${(bytes / 1e6).toFixed(1)} MB) as .gz and .br in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
