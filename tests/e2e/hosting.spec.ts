/**
 * deploy/nginx.conf as a host runs it. Only with E2E_HOST=nginx, where playwright.config.ts
 * serves the build with scripts/serve-nginx.mjs: a real nginx over HTTPS on loopback.
 * Statuses, redirects, compression, cache classes and security headers of the responses, and
 * a reading session in the browser that trips no Content-Security-Policy rule.
 */
import {createHash} from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {connect as http2Connect, constants as http2Constants} from 'node:http2';
import {request as httpsRequest} from 'node:https';
import {connect as netConnect, type Socket} from 'node:net';
import path from 'node:path';
import {connect as tlsConnect} from 'node:tls';

import type {APIRequestContext, APIResponse, Page} from '@playwright/test';

import {assistant, product} from '../../config/product';
import {LATEST_VERSION} from '../../config/versions';
import {BROTLI_MODULE, LOCAL_NAME, TEST_PORTS} from '../../scripts/lib/nginx-ports.mjs';
import {linkedBuildCopy, serveWithNginx} from './lib/buildCopy';
import {readySearchBox} from './lib/search';
import {BUILD_DIR} from '../lib/builtSite';
import {expect, test} from './fixtures';

// Pages of the manual on purpose: this spec proves the deployed site (its statuses, redirects,
// headers and a reading session under the CSP) as a host serves it, and the fixtures are in no
// deployed build.
const PAGE = '/docs/install/system_requirements';
const CATEGORY = '/docs/install';
const DIAGRAM_PAGE = '/docs/guide/system_architecture';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_REDIRECT = {maxRedirects: 0};

/** The policy as directive name -> sources. */
function parsePolicy(header: string | undefined): Map<string, string[]> {
  const entries = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(entries.map(([name, ...sources]) => [name, sources]));
}

function expectSecurityHeaders(response: APIResponse) {
  expectSecurityHeaderValues(response.headers(), `${response.status()} ${response.url()}`);
}

function expectSecurityHeaderValues(headers: Record<string, string | undefined>, where: string) {
  expect(headers['strict-transport-security'], where).toMatch(/^max-age=(\d+)/);
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
  ).toBeGreaterThan(180 * 24 * 3600);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy'], where).toContain(`${feature}=()`);
  }
  const policy = parsePolicy(headers['content-security-policy']);
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-src'), where).toEqual([assistant.origin]);
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources, where).toContain("'self'");
  expect(scriptSources, where).not.toContain("'unsafe-inline'");
  expect(scriptSources, where).not.toContain("'unsafe-eval'");
}

/** The hashes of the scripts a page runs from its own HTML (data blocks such as JSON-LD aside). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype=/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** The main script and stylesheet of the home page: hashed names under /assets/. */
async function assetPaths(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const script = /<script src=["']?(\/assets\/js\/main\.[^"' >]+\.js)/.exec(html)?.[1];
  const stylesheet = /<link rel=["']?stylesheet["']? href=["']?(\/assets\/css\/[^"' >]+\.css)/.exec(
    html,
  )?.[1];
  expect(script, 'main script of the home page').toBeTruthy();
  expect(stylesheet, 'stylesheet of the home page').toBeTruthy();
  return {script: script!, stylesheet: stylesheet!};
}

async function searchIndexPath(request: APIRequestContext) {
  const worker = await (await request.get('/sw.js')).text();
  const index = /"url":"(search-index-[0-9a-f]+\.json)"/.exec(worker)?.[1];
  expect(index, 'search index named in the precache list').toBeTruthy();
  return `/${index}`;
}

/**
 * One HTTP/1.1 request with the path sent exactly as given (a URL parser would resolve `//host`
 * or `/\\host`), reaching the site by its test name over TLS. Resolves with status and headers.
 */
function rawGet(
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: Record<string, string | string[] | undefined>}> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        port: TEST_PORTS.https,
        servername: LOCAL_NAME,
        path: rawPath,
        headers: {host: LOCAL_NAME, ...headers},
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        resolve({status: response.statusCode ?? 0, headers: response.headers});
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

interface RawResponse {
  status: number;
  /** Header name in lower case -> every value sent under that name, in order. */
  headers: Map<string, string[]>;
  body: string;
  /** Bytes received in all: 0 when the server closed the connection without a word. */
  bytes: number;
}

/** The body of a chunked answer, joined. */
function unchunk(raw: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(raw.subarray(at, lineEnd).toString(), 16);
    if (Number.isNaN(size) || raw.length < lineEnd + 2 + size + 2) return undefined;
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** One answer parsed from what arrived so far, or undefined while it is incomplete. */
function parseAnswer(received: Buffer, closed: boolean): RawResponse | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) {
    return closed
      ? {status: 0, headers: new Map(), body: received.toString(), bytes: received.length}
      : undefined;
  }
  const [statusLine, ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? -1);
  const rest = received.subarray(headEnd + 4);
  const length = headers.get('content-length')?.[0];
  let body: Buffer | undefined;
  if (status === 304 || status === 204) body = Buffer.alloc(0);
  else if (length !== undefined) body = rest.length >= Number(length) ? rest : undefined;
  else if (headers.get('transfer-encoding')?.[0] === 'chunked') body = unchunk(rest);
  else if (closed) body = rest;
  if (body === undefined) return undefined;
  return {status, headers, body: body.toString(), bytes: received.length};
}

/**
 * Sends a request exactly as written (`head`: the request line and header lines; the blank line
 * that ends them is added) and reads one answer: until its body is complete or the server closes
 * the connection. Over TLS naming the site to the HTTPS port unless `plain` (then plain TCP,
 * to `port`). For requests a client library would refuse to send or would correct.
 */
function rawExchange(
  head: string[],
  {body = '', plain = false, port}: {body?: string; plain?: boolean; port?: number} = {},
): Promise<RawResponse> {
  port ??= plain ? TEST_PORTS.http : TEST_PORTS.https;
  return new Promise((resolve, reject) => {
    const socket: Socket = plain
      ? netConnect({host: '127.0.0.1', port})
      : tlsConnect({
          host: '127.0.0.1',
          port,
          servername: LOCAL_NAME,
          rejectUnauthorized: false,
          ALPNProtocols: ['http/1.1'],
        });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer in 20 s to ${head[0]}`));
    }, 20_000);
    const finish = (closed: boolean) => {
      const answer = parseAnswer(Buffer.concat(chunks), closed);
      if (!answer) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.once(plain ? 'connect' : 'secureConnect', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish(false);
    });
    // A reset after the answer (nginx closes on an error) still leaves the answer to read.
    socket.on('error', () => finish(true));
    socket.once('close', () => finish(true));
  });
}

/** The headers of a raw answer as one value per name (repeated values joined, as fetch does). */
function joinedHeaders(response: RawResponse): Record<string, string> {
  return Object.fromEntries(
    [...response.headers].map(([name, values]) => [name, values.join(', ')]),
  );
}

/** A file name under the build, as the site serves it. */
function builtFile(pattern: RegExp, dir = ''): string {
  const name = readdirSync(path.join(BUILD_DIR, dir)).find((file) => pattern.test(file));
  expect(name, `a file matching ${pattern} in build/${dir}`).toBeTruthy();
  return `/${dir ? `${dir}/` : ''}${name}`;
}

test.describe('hosting with deploy/nginx.conf', () => {
  test('pages answer 200 at /page and /page/ without a redirect; unknown paths 404', async ({
    request,
  }) => {
    const page = await request.get(PAGE, NO_REDIRECT);
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>System requirements</h1>');

    const category = await request.get(CATEGORY, NO_REDIRECT);
    const categoryWithSlash = await request.get(`${CATEGORY}/`, NO_REDIRECT);
    expect([category.status(), categoryWithSlash.status()]).toEqual([200, 200]);
    expect(await category.text()).toBe(await categoryWithSlash.text());

    for (const missing of ['/docs/no/such/page', '/assets/js/missing.0000.js']) {
      const response = await request.get(missing, NO_REDIRECT);
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).toContain('Page Not Found');
      // A missing hashed file must not be cached for a year under the name a later build uses.
      expect(response.headers()['cache-control'], missing).toBe('no-cache');
    }
    // Each docs tree answers with its own not-found page (src/plugins/notFound), which names the
    // tree in its version menu; a release the site does not have gets the latest tree's page.
    for (const [missing, version] of [
      ['/docs/develop/no/such/page', 'docs-version-current'],
      ['/docs/1.17.0/no-such-page', 'docs-version-1.17.0'],
      ['/docs/no-such-page', `docs-version-${LATEST_VERSION}`],
      ['/docs/9.9.9/no-such-page', `docs-version-${LATEST_VERSION}`],
      ['/docs/develop/no-such-page.md', 'docs-version-current'],
    ]) {
      const response = await request.get(missing, NO_REDIRECT);
      expect(response.status(), missing).toBe(404);
      const html = await response.text();
      expect(html, missing).toContain('Page Not Found');
      expect(html.match(/<html[^>]*>/)?.[0], missing).toContain(version);
    }
    const outside = await (await request.get('/no-such-page', NO_REDIRECT)).text();
    expect(outside.match(/<html[^>]*>/)?.[0]).not.toContain('docs-version-');
  });

  test('/page/index.html and /page.html redirect to /page with the query', async ({request}) => {
    for (const [from, to] of [
      [`${PAGE}/index.html?from=old-link`, `${PAGE}?from=old-link`],
      [`${PAGE}.html?from=old-link`, `${PAGE}?from=old-link`],
      [`${CATEGORY}/index.html`, CATEGORY],
      [`${CATEGORY}.html`, CATEGORY],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(from, NO_REDIRECT);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    // A real .html file is served: the service worker precaches the not-found page by name.
    const notFoundPage = await request.get('/404.html', NO_REDIRECT);
    expect(notFoundPage.status()).toBe(200);
    expect(await notFoundPage.text()).toContain('Page Not Found');
  });

  test('version aliases redirect on the server to the canonical latest page', async ({request}) => {
    for (const alias of ['latest', LATEST_VERSION]) {
      const response = await request.get(`/docs/${alias}${PAGE.slice(5)}?q=1`, NO_REDIRECT);
      expect(response.status(), alias).toBe(301);
      expect(response.headers().location, alias).toBe(`${PAGE}?q=1`);
      // The alias of the next release moves at each cut: browsers must not keep the redirect.
      expect(response.headers()['cache-control'], alias).toBe('no-cache');
      expect((await request.get(`/docs/${alias}/`, NO_REDIRECT)).headers().location).toBe('/docs/');
      expect((await request.get(`/docs/${alias}`, NO_REDIRECT)).headers().location).toBe('/docs/');
    }
    // An archived version is a page of its own, not an alias.
    expect((await request.get('/docs/1.17.0/', NO_REDIRECT)).status()).toBe(200);
  });

  test("plain HTTP redirects to the same path over HTTPS on the site's own name", async ({
    request,
  }) => {
    const response = await request.get(
      `http://${LOCAL_NAME}:${TEST_PORTS.http}${PAGE}?q=install`,
      NO_REDIRECT,
    );
    expect(response.status()).toBe(301);
    // The configured name (server_name), never the Host header the client sent.
    expect(response.headers().location).toBe(`${product.siteUrl}${PAGE}?q=install`);
  });

  test('requests for another host, or by address, get no answer', async ({request}) => {
    // Port 80: an unknown Host header closes the connection without a response (444).
    await expect(
      request.get(`http://127.0.0.1:${TEST_PORTS.http}/docs/`, {
        ...NO_REDIRECT,
        headers: {host: 'evil.example'},
      }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/i);
    // Port 443: a TLS handshake without this site's name is rejected...
    await expect(
      request.get(`https://127.0.0.1:${TEST_PORTS.https}/`, NO_REDIRECT),
    ).rejects.toThrow();
    // ...so is one naming another host...
    await expect(
      request.get('/docs/', {...NO_REDIRECT, headers: {host: 'evil.example'}}),
    ).rejects.toThrow(/unrecognized name/);
    // ...and a request for another host inside this site's TLS session gets no answer either.
    await expect(rawGet('/docs/', {host: 'evil.example'})).rejects.toThrow(/socket hang up/);
  });

  test(
    'no redirect rule puts a control character, a backslash or another host into Location',
    {tag: '@smoke'},
    async () => {
      // Every rule that copies the request path into Location: the version aliases, /x/index.html
      // and /x.html. Each payload, decoded, holds a character that could split the header or turn
      // the path into another host (//host, /\host); double-encoded forms decode to % text.
      const payloads = [
        'a%0dSet-Cookie:x=1',
        'a%0aSet-Cookie:x=1',
        'a%0d%0aSet-Cookie:x=1',
        '%09/evil.example',
        '%5cevil.example',
        '/evil.example',
        '%2f%2fevil.example',
        '%5c%5cevil.example',
        'a%250dSet-Cookie:x=1',
        '%255cevil.example',
      ];
      const urls = payloads.flatMap((payload) => [
        `/docs/latest/${payload}`,
        `/docs/${LATEST_VERSION}/${payload}`,
        `/${payload}/index.html`,
        `/${payload}.html`,
        `/docs/${payload}/index.html`,
      ]);
      expect(urls.length).toBe(payloads.length * 5);
      for (const url of urls) {
        const response = await rawGet(url);
        const location = response.headers.location;
        expect(response.headers['set-cookie'], url).toBeUndefined();
        if (location === undefined) {
          expect([400, 404], url).toContain(response.status);
          continue;
        }
        // A redirect may only name a path on this site, made of the characters of page paths.
        expect(location, url).toMatch(/^\/(?![/\\])[A-Za-z0-9._~/-]*(?:\?[^\s]*)?$/);
      }
    },
  );

  test("the site's own pages answer 400, 405 and 414; long search addresses are answered", async ({
    request,
    page,
  }) => {
    const cases: [string, APIResponse][] = [
      ['The request could not be read', await request.get('/%')],
      ['Only reading is allowed here', await request.post('/docs/', {data: 'x'})],
      ['The address is too long', await request.get(`/search?q=${'a'.repeat(40_000)}`)],
    ];
    for (const [heading, response] of cases) {
      expect(await response.text(), heading).toContain(`<h1>${heading}</h1>`);
      expect(response.headers()['content-type'], heading).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(response);
    }
    expect(cases.map(([, response]) => response.status())).toEqual([400, 405, 414]);
    // The page is only an error page: asked for by name it does not exist.
    expect((await request.get('/errors/error.html', NO_REDIRECT)).status()).toBe(404);

    // A 14 KB search address over HTTP/2 (the browser's protocol here) gets the search page.
    const longSearch = await page.goto(`/search?q=${'kasm+'.repeat(2_800)}`);
    expect(longSearch?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('TLS: 1.2 and 1.3 with forward-secret AEAD suites only', async () => {
    function handshake(options: {maxVersion?: 'TLSv1.1' | 'TLSv1.2'; ciphers?: string}) {
      return new Promise<string>((resolve) => {
        const socket = tlsConnect({
          host: '127.0.0.1',
          port: TEST_PORTS.https,
          servername: LOCAL_NAME,
          rejectUnauthorized: false,
          minVersion: 'TLSv1',
          ...options,
        });
        socket.once('secureConnect', () => {
          resolve(`${socket.getProtocol()} ${socket.getCipher().standardName}`);
          socket.destroy();
        });
        socket.once('error', () => resolve('refused'));
      });
    }
    expect(await handshake({})).toMatch(/^TLSv1\.3 /);
    expect(await handshake({maxVersion: 'TLSv1.2'})).toMatch(
      /^TLSv1\.2 TLS_ECDHE_\w+_WITH_\w+_(GCM|POLY1305)_/,
    );
    expect(await handshake({maxVersion: 'TLSv1.1'})).toBe('refused');
    for (const weak of [
      'ECDHE-RSA-AES128-SHA',
      'ECDHE-ECDSA-AES256-SHA384',
      'AES128-GCM-SHA256',
      'CAMELLIA128-SHA',
      'ARIA128-GCM-SHA256',
    ]) {
      expect(await handshake({maxVersion: 'TLSv1.2', ciphers: weak}), weak).toBe('refused');
    }
  });

  test('robots.txt names the sitemap; security.txt names a contact and a future expiry', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${product.siteUrl}/sitemap.xml`);

    const security = await request.get('/.well-known/security.txt');
    expect(security.status()).toBe(200);
    expect(security.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await security.text();
    expect(text).toContain(`Contact: ${product.securityContactUrl}`);
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 366 * 24 * 3600 * 1000);
  });

  test(
    'every response carries the security headers, HSTS and the policy',
    {tag: '@smoke'},
    async ({request}) => {
      const {script} = await assetPaths(request);
      for (const url of [
        '/',
        PAGE,
        script,
        '/sw.js',
        '/docs/no/such/page',
        `${PAGE}.html`,
        `/docs/latest${PAGE.slice(5)}`,
      ]) {
        expectSecurityHeaders(await request.get(url, NO_REDIRECT));
      }
    },
  );

  test('the policy allows the inline scripts of every kind of page by their hash', async ({
    request,
  }) => {
    for (const url of ['/', PAGE, '/docs/develop/', '/docs/1.17.0/', '/search', '/404.html']) {
      const response = await request.get(url);
      const scriptSources = parsePolicy(response.headers()['content-security-policy']).get(
        'script-src',
      );
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length, `${url} runs the colour-mode script`).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSources, url).toContain(hash);
    }
  });

  test('text is gzip-compressed, with Vary: Accept-Encoding; PNG images are not', async ({
    request,
  }) => {
    const {script, stylesheet} = await assetPaths(request);
    const index = await searchIndexPath(request);
    for (const url of ['/', PAGE, script, stylesheet, index, '/sitemap.xml', '/manifest.json']) {
      const response = await request.get(url, {headers: {'accept-encoding': 'gzip'}});
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(response.headers().vary, url).toMatch(/Accept-Encoding/i);
    }
    const icon = await request.get('/img/icon-192.png', {headers: {'accept-encoding': 'gzip'}});
    expect(icon.headers()['content-encoding']).toBeUndefined();
  });

  test('large text files are sent as the build compressed them: .br, else .gz', async ({
    request,
  }) => {
    const index = await searchIndexPath(request);
    const sizeOf = (file: string) => statSync(path.join(BUILD_DIR, file)).size;
    const gzip = await request.get(index, {headers: {'accept-encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    // The stored copy, byte for byte, not one compressed on the fly (which has no length).
    expect(Number(gzip.headers()['content-length'])).toBe(sizeOf(`${index}.gz`));

    const brotli = await request.get(index, {headers: {'accept-encoding': 'br, gzip'}});
    if (existsSync(BROTLI_MODULE)) {
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBe(sizeOf(`${index}.br`));
      expect(sizeOf(`${index}.br`)).toBeLessThan(sizeOf(`${index}.gz`));
    } else {
      // Without the module nginx falls back to the gzip copy.
      expect(brotli.headers()['content-encoding']).toBe('gzip');
    }
    // The same body as the plain file.
    expect((await brotli.body()).length).toBe(sizeOf(index));
  });

  test('hashed assets are immutable; files that keep their name revalidate', async ({request}) => {
    const {script, stylesheet} = await assetPaths(request);
    const index = await searchIndexPath(request);
    for (const url of [script, stylesheet]) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe(IMMUTABLE);
    }
    for (const url of ['/', PAGE, '/sw.js', '/manifest.json', '/sitemap.xml', index]) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
    }
    expect((await request.get('/img/logo.svg')).headers()['cache-control']).toBe(
      'public, max-age=86400',
    );
    // Revalidating an unchanged page costs a 304 without a body.
    const etag = (await request.get(PAGE)).headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(PAGE, {headers: {'if-none-match': etag}});
    expect(again.status()).toBe(304);
  });

  test('content types name the charset of text', async ({request}) => {
    const {script, stylesheet} = await assetPaths(request);
    const types = {
      [script]: 'application/javascript; charset=utf-8',
      [stylesheet]: 'text/css; charset=utf-8',
      '/manifest.json': 'application/json; charset=utf-8',
      '/sitemap.xml': 'text/xml; charset=utf-8',
      '/img/logo.svg': 'image/svg+xml; charset=utf-8',
    };
    for (const [url, type] of Object.entries(types)) {
      expect((await request.get(url)).headers()['content-type'], url).toBe(type);
    }
  });

  test("the manual's PDFs are application/pdf", async ({request}) => {
    // npm test prints the first pages of each tree into the build before this suite; a full
    // `npm run pdf` prints them whole.
    const pdfDir = path.join(BUILD_DIR, 'pdf');
    const pdfs = existsSync(pdfDir)
      ? readdirSync(pdfDir).filter((file) => file.endsWith('.pdf'))
      : [];
    expect(
      pdfs,
      `no PDF in ${pdfDir}: run npm run pdf (npm test prints the first pages)`,
    ).toHaveLength(2);
    for (const pdf of pdfs) {
      const response = await request.get(`/pdf/${pdf}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('Markdown copies of the pages are text/markdown', async ({request}) => {
    const response = await request.get('/docs/install/single_server_install.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^# Single server installation$/m);
  });
});

/** A request line and the headers every raw request here sends. */
function rawGetHead(target: string, ...lines: string[]): string[] {
  return [`GET ${target} HTTP/1.1`, `Host: ${LOCAL_NAME}`, ...lines, 'Connection: close'];
}

/** More than the 32 KB nginx reads of a request line or header. */
const OVER_32_KB = 'a'.repeat(33_000);

/** The site's error page (static/errors/error.html) under its heading; never nginx's own page. */
function expectSiteErrorPage(response: RawResponse, heading: string, where: string) {
  expect(response.headers.get('content-type'), where).toEqual(['text/html; charset=utf-8']);
  expect(response.body, where).toContain(`<h1>${heading}</h1>`);
  expect(response.body, where).not.toContain('<center>nginx</center>');
  // SSI ran: the page names the status and shows only its own explanation.
  expect(response.body, where).not.toContain('<!--#');
}

test.describe('what nginx answers besides the files', () => {
  test(
    "only a file's own answers keep the long cache policies; every error is no-cache",
    {tag: '@smoke'},
    async () => {
      test.setTimeout(90_000);
      const script = builtFile(/^main\.[0-9a-f]+\.js$/, 'assets/js');
      for (const [file, policy] of [
        [script, IMMUTABLE],
        ['/img/logo.svg', 'public, max-age=86400'],
      ]) {
        const whole = await rawExchange(rawGetHead(file));
        expect(whole.status, file).toBe(200);
        expect(whole.headers.get('cache-control'), file).toEqual([policy]);
        const notModified = await rawExchange(
          rawGetHead(file, `If-None-Match: ${whole.headers.get('etag')?.[0]}`),
        );
        expect(notModified.status, file).toBe(304);
        expect(notModified.headers.get('cache-control'), file).toEqual([policy]);
        // Served whole: a range, even one past the end, gets the file (a 416 was cached for a
        // year, because nginx raises it after the headers of a 200 are chosen).
        for (const range of ['bytes=0-9', 'bytes=999999999-']) {
          const answer = await rawExchange(rawGetHead(file, `Range: ${range}`));
          expect(answer.status, `${file} ${range}`).toBe(200);
          expect(answer.headers.get('content-length'), `${file} ${range}`).toEqual([
            String(statSync(path.join(BUILD_DIR, file)).size),
          ]);
          expect(answer.headers.get('cache-control'), `${file} ${range}`).toEqual([policy]);
        }

        // Every other status is no-cache, whichever part of nginx raised it, and carries the
        // security headers; the errors get the site's page.
        const cases: [string, Promise<RawResponse>, number, string?][] = [
          [
            'a header over 32 KB',
            rawExchange(rawGetHead(file, `X-Big: ${OVER_32_KB}`)),
            400,
            'The request headers are too large',
          ],
          [
            'cookies over 32 KB',
            rawExchange(rawGetHead(file, `Cookie: a=${OVER_32_KB}`)),
            400,
            'The request headers are too large',
          ],
          [
            'an address over 32 KB',
            rawExchange(rawGetHead(`${file}?${OVER_32_KB}`)),
            414,
            'The address is too long',
          ],
          [
            'a body on a GET',
            rawExchange(rawGetHead(file, 'Content-Length: 2000000')),
            413,
            'The request is too large',
          ],
          [
            'an unknown Transfer-Encoding',
            rawExchange(rawGetHead(file, 'Transfer-Encoding: foo')),
            501,
            'The server does not support this request',
          ],
          [
            'HTTP/2.0 on an HTTP/1 request line',
            rawExchange([`GET ${file} HTTP/2.0`, `Host: ${LOCAL_NAME}`, 'Connection: close']),
            505,
            'The server does not support this request',
          ],
          [
            'a failed precondition',
            rawExchange(rawGetHead(file, 'If-Match: "no-such-version"')),
            412,
            'The server could not answer this request',
          ],
          [
            'a POST',
            rawExchange(
              [
                `POST ${file} HTTP/1.1`,
                `Host: ${LOCAL_NAME}`,
                'Content-Length: 1',
                'Connection: close',
              ],
              {body: 'x'},
            ),
            405,
            'Only reading is allowed here',
          ],
          ['the .html rule', rawExchange(rawGetHead(`${file}.html`)), 301],
          ['a missing file', rawExchange(rawGetHead(`${file}.missing`)), 404],
        ];
        for (const [label, pending, status, heading] of cases) {
          const answer = await pending;
          const where = `${label}: ${file}`;
          expect(answer.status, where).toBe(status);
          expect(answer.headers.get('cache-control'), where).toEqual(['no-cache']);
          expectSecurityHeaderValues(joinedHeaders(answer), where);
          if (heading) expectSiteErrorPage(answer, heading, where);
        }
      }
    },
  );

  test("every error nginx raises on a page gets the site's page; a 405 names GET and HEAD", async () => {
    const cases: [string, Promise<RawResponse>, number, string][] = [
      ['a malformed address', rawExchange(rawGetHead('/%')), 400, 'The request could not be read'],
      [
        'a header over 32 KB',
        rawExchange(rawGetHead(PAGE, `X-Big: ${OVER_32_KB}`)),
        400,
        'The request headers are too large',
      ],
      [
        'plain HTTP to the HTTPS port',
        rawExchange(rawGetHead(PAGE), {plain: true, port: TEST_PORTS.https}),
        400,
        'This port speaks HTTPS only',
      ],
      [
        'a POST to a missing page (a 405 after a 404)',
        rawExchange(
          ['POST /nope HTTP/1.1', `Host: ${LOCAL_NAME}`, 'Content-Length: 1', 'Connection: close'],
          {body: 'x'},
        ),
        405,
        'Only reading is allowed here',
      ],
      [
        'a DELETE',
        rawExchange([`DELETE ${PAGE} HTTP/1.1`, `Host: ${LOCAL_NAME}`, 'Connection: close']),
        405,
        'Only reading is allowed here',
      ],
      [
        'a failed precondition',
        rawExchange(rawGetHead(PAGE, 'If-Match: "no-such-version"')),
        412,
        'The server could not answer this request',
      ],
      [
        'a body on a GET',
        rawExchange(rawGetHead(PAGE, 'Content-Length: 2000000')),
        413,
        'The request is too large',
      ],
      [
        'an address over 32 KB',
        rawExchange(rawGetHead(`/search?q=${OVER_32_KB}`)),
        414,
        'The address is too long',
      ],
      [
        'an unknown Transfer-Encoding',
        rawExchange(rawGetHead(PAGE, 'Transfer-Encoding: foo')),
        501,
        'The server does not support this request',
      ],
      [
        'HTTP/2.0 on an HTTP/1 request line',
        rawExchange([`GET ${PAGE} HTTP/2.0`, `Host: ${LOCAL_NAME}`, 'Connection: close']),
        505,
        'The server does not support this request',
      ],
    ];
    for (const [label, pending, status, heading] of cases) {
      const answer = await pending;
      expect(answer.status, label).toBe(status);
      expectSiteErrorPage(answer, heading, label);
      expectSecurityHeaderValues(joinedHeaders(answer), label);
      expect(answer.headers.get('allow'), label).toEqual(
        status === 405 ? ['GET, HEAD'] : undefined,
      );
    }
    // A page served as a whole: no part, and no 416 past its end.
    const ranged = await rawExchange(rawGetHead(PAGE, 'Range: bytes=999999999-'));
    expect(ranged.status).toBe(200);
  });

  test('requests nginx cannot read before it knows the site get no answer at all', async () => {
    const cases: [string, Promise<RawResponse>][] = [
      ['HTTP/1.1 without Host over TLS', rawExchange(['GET / HTTP/1.1'])],
      ['HTTP/1.0 without Host over TLS', rawExchange(['GET / HTTP/1.0'])],
      ['a malformed request line on port 80', rawExchange(['GARBAGE'], {plain: true})],
      ['HTTP/1.1 without Host on port 80', rawExchange(['GET / HTTP/1.1'], {plain: true})],
      [
        'HTTP/2.0 on an HTTP/1 request line on port 80',
        rawExchange(['GET / HTTP/2.0', `Host: ${LOCAL_NAME}`], {plain: true}),
      ],
      [
        'an unknown Transfer-Encoding on port 80',
        rawExchange(rawGetHead('/', 'Transfer-Encoding: foo'), {plain: true}),
      ],
      [
        'a header over 32 KB on port 80',
        rawExchange(rawGetHead('/', `X-Big: ${OVER_32_KB}`), {plain: true}),
      ],
    ];
    for (const [label, pending] of cases) {
      const answer = await pending;
      expect(answer.bytes, `${label}: ${answer.body.slice(0, 80)}`).toBe(0);
    }
    // The site itself still answers on port 80, with its redirect.
    expect((await rawExchange(rawGetHead('/docs/'), {plain: true})).status).toBe(301);
  });

  test('a client slow to send its request header is cut off after about 10 s', async () => {
    test.setTimeout(60_000);
    /**
     * Seconds until the server closes the connection, and the bytes it sent before; `start`
     * runs once the connection is open and may return a function that stops what it started.
     */
    function timeToClose(
      socket: Socket,
      start: (socket: Socket) => (() => void) | void,
    ): Promise<{seconds: number; bytes: number}> {
      const started = Date.now();
      let bytes = 0;
      let stop: (() => void) | void;
      return new Promise((resolve) => {
        const open = 'encrypted' in socket ? 'secureConnect' : 'connect';
        socket.once(open, () => (stop = start(socket)));
        socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
        socket.on('error', () => undefined);
        socket.once('close', () => {
          stop?.();
          resolve({seconds: (Date.now() - started) / 1000, bytes});
        });
      });
    }
    const tls = (alpn: string) =>
      tlsConnect({
        host: '127.0.0.1',
        port: TEST_PORTS.https,
        servername: LOCAL_NAME,
        rejectUnauthorized: false,
        ALPNProtocols: [alpn],
      });
    const results = await Promise.all([
      // Silent after the TLS handshake.
      timeToClose(tls('http/1.1'), () => undefined),
      // Trickling its header, a byte a second (a timer restarted on each read would never fire).
      timeToClose(tls('http/1.1'), (socket) => {
        socket.write(`GET / HTTP/1.1\r\nHost: ${LOCAL_NAME}\r\nX-Slow: `);
        const trickle = setInterval(() => socket.writable && socket.write('a'), 1000);
        return () => clearInterval(trickle);
      }),
      // HTTP/2: the connection preface and an empty SETTINGS frame, then no request.
      timeToClose(tls('h2'), (socket) => {
        socket.write('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
        socket.write(Buffer.from([0, 0, 0, 4, 0, 0, 0, 0, 0]));
      }),
      // No TLS handshake at all.
      timeToClose(netConnect({host: '127.0.0.1', port: TEST_PORTS.https}), () => undefined),
    ]);
    for (const [index, {seconds}] of results.entries()) {
      // nginx's default was 60 s.
      expect(seconds, `probe ${index}`).toBeGreaterThan(8);
      expect(seconds, `probe ${index}`).toBeLessThan(20);
    }
    // No answer to a request that never arrived (the HTTP/2 probe gets the server's settings).
    expect([results[0].bytes, results[1].bytes]).toEqual([0, 0]);
  });

  test('over HTTP/2 an address over 32 KB closes the connection (GOAWAY), one under is answered', async () => {
    function get(address: string): Promise<string[]> {
      return new Promise((resolve) => {
        const session = http2Connect(`https://${LOCAL_NAME}:${TEST_PORTS.https}`, {
          rejectUnauthorized: false,
        });
        const events: string[] = [];
        session.on('goaway', (code: number) => events.push(`goaway ${code}`));
        session.on('error', () => undefined);
        const stream = session.request({':path': address});
        stream.on('response', (headers) => events.push(`status ${headers[':status']}`));
        stream.on('error', () => undefined);
        stream.resume();
        stream.once('close', () => {
          session.close();
          resolve(events);
        });
      });
    }
    // 30,000 characters are at most 30 KB however the client encodes them; 60,000 are at least
    // 37.5 KB, as HPACK's shortest code for a character is 5 bits.
    expect(await get(`/search?q=${'a'.repeat(30_000)}`)).toEqual(['status 200']);
    expect(await get(`/search?q=${'a'.repeat(60_000)}`)).toEqual([
      `goaway ${http2Constants.NGHTTP2_ENHANCE_YOUR_CALM}`,
    ]);
  });

  test('only the build is served: no dot file, backup, precompressed copy by name or link', async () => {
    test.setTimeout(90_000);
    const secret = 'planted-not-part-of-the-build';
    // sw.js is a copy of its own: the test changes it.
    const copy = linkedBuildCopy('kasm-docs-planted-', {copy: (name) => name === 'sw.js'});
    const plant = (name: string, text = secret) => {
      mkdirSync(path.dirname(path.join(copy, name)), {recursive: true});
      writeFileSync(path.join(copy, name), text);
    };
    for (const name of [
      '.env',
      '.git/config',
      '.well-known/.secret',
      'docs/.htpasswd',
      'index.html~',
      'index.html.bak',
      'index.html.swp',
      'docs/install/index.html.orig',
      '#index.html#',
      'pdf/notes.txt',
    ]) {
      plant(name);
    }
    plant('pdf/kasm-test.pdf', `%PDF-1.4\n% ${secret}\n`);
    // What `rsync -a` copies as it is: a link to a folder outside the root, and to a file.
    symlinkSync('/etc', path.join(copy, 'etc'));
    symlinkSync(path.join(copy, '.env'), path.join(copy, 'settings.txt'));
    const ports = {http: TEST_PORTS.http + 3, https: TEST_PORTS.https + 3};
    const server = await serveWithNginx(copy, ports);
    try {
      const get = (target: string, ...lines: string[]) =>
        rawExchange(rawGetHead(target, ...lines), {port: ports.https});
      const index = builtFile(/^search-index-[0-9a-f]+\.json$/);
      for (const refused of [
        '/.env',
        '/%2eenv',
        '/.git/config',
        '/.git/',
        // The build's own nginx includes (its CSP and alias redirects): for nginx, not readers.
        '/.nginx/kasm-docs-csp.conf',
        '/.nginx/kasm-docs-redirects.conf',
        '/.well-known/.secret',
        '/docs/.htpasswd',
        '/index.html~',
        '/index.html.bak',
        '/index.html.swp',
        '/docs/install/index.html.orig',
        '/%23index.html%23',
        '/pdf/notes.txt',
        '/etc/passwd',
        '/etc/hostname',
        '/settings.txt',
        '/sw.js.br',
        '/sw.js.gz',
        `${index}.br`,
        `${index}.gz`,
      ]) {
        const answer = await get(refused);
        expect(answer.status, refused).toBe(404);
        expect(answer.body, refused).toContain('Page Not Found');
        expect(answer.body, refused).not.toContain(secret);
        expect(answer.body, refused).not.toMatch(/root:x?:0:0:/);
      }

      // What the build holds is still served, the precompressed copies included.
      expect((await get('/.well-known/security.txt')).status).toBe(200);
      const pdf = await get('/pdf/kasm-test.pdf');
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toEqual(['application/pdf']);
      const brotli = await get('/sw.js', 'Accept-Encoding: br, gzip');
      // Without the Brotli module nginx sends the gzip copy, whose file ends in .gz.
      const [encoding, suffix] = existsSync(BROTLI_MODULE) ? ['br', 'br'] : ['gzip', 'gz'];
      expect(brotli.headers.get('content-encoding')).toEqual([encoding]);
      expect(brotli.headers.get('content-length')).toEqual([
        String(statSync(path.join(BUILD_DIR, `sw.js.${suffix}`)).size),
      ]);

      // nginx keeps the files it opened for a second (open_file_cache), but never sw.js, from
      // which browsers learn of a new release: a change is served at once.
      const worker = await get('/sw.js');
      appendFileSync(path.join(copy, 'sw.js'), '\n// the next release\n');
      expect((await get('/sw.js')).body).toBe(`${worker.body}\n// the next release\n`);

      // Served whole, like every file of the site: no part, and no 416 past the end.
      for (const range of ['bytes=0-3', 'bytes=999999-']) {
        const whole = await get('/pdf/kasm-test.pdf', `Range: ${range}`);
        expect(whole.status, range).toBe(200);
        expect(whole.body, range).toContain(secret);
      }
    } finally {
      await server.stop();
      rmSync(copy, {recursive: true, force: true});
    }
  });
});

test.describe('Content-Security-Policy in the browser', () => {
  /** Collects the page's policy violations across navigations. */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as {reportPolicyViolation: (text: string) => void})
          .reportPolicyViolation;
        void report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    return violations;
  }

  async function openHydrated(page: Page, url: string) {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  }

  test('a reading session trips no rule: code, diagram, search, assistant', async ({page}) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);

    await openHydrated(page, '/');
    await openHydrated(page, PAGE);
    await openHydrated(page, DIAGRAM_PAGE);
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();

    // The search worker fetches the index and answers; the results page, reached as a reader
    // reaches it, reads the rest of the index in the same worker.
    await (await readySearchBox(page)).fill('install');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('link', {name: 'See all results'}).click();
    await expect(page.locator('article h2 a').first()).toBeVisible({timeout: 30_000});

    await page.getByRole('button', {name: `Open ${assistant.name} assistant`}).click();
    const frame = page.frameLocator(`iframe[src^="${assistant.origin}"]`);
    await expect(frame.getByText('Ask me about Kasm.')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the policy is enforced: a script injected into the page does not run', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Content Security Policy directive/);
    const violations = await watchViolations(page);
    await openHydrated(page, PAGE);
    const didRun = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true;
    });
    expect(didRun).toBe(false);
    await expect.poll(() => violations).toEqual([`${PAGE}: script-src-elem inline`]);
  });
});
