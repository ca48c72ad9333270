// A small static server for the production build, as a real host serves it: directory paths
// serve their index.html, unknown paths the not-found page with status 404, and text assets are
// gzip-compressed when the client accepts it. Used by the benchmark.
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {createGzip} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);

/**
 * `rewrite` may change the text of a file before it is sent: `(pathname, text) => text`, or
 * undefined to send the file as it is (a test uses it to publish a new service worker).
 */
export function startStaticServer({root, port = 0, host = '127.0.0.1', rewrite}) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = path.join(root, pathname);
    let status = 200;
    if (!file.startsWith(root)) file = path.join(root, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const extension = path.extname(file);
    const headers = {'content-type': TYPES[extension] ?? 'application/octet-stream'};
    headers['cache-control'] = pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const rewritten = rewrite?.(pathname, readFileSync(file, 'utf8'));
    if (rewritten !== undefined) {
      response.writeHead(status, headers);
      response.end(rewritten);
      return;
    }
    const shouldGzip =
      COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (shouldGzip) headers['content-encoding'] = 'gzip';
    response.writeHead(status, headers);
    const stream = createReadStream(file);
    stream.on('error', () => response.destroy());
    (shouldGzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const {port: actualPort} = server.address();
      resolve({
        origin: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
