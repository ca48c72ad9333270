/**
 * deploy/nginx.conf as a host runs it. Only with E2E_HOST=nginx, where playwright.config.ts
 * serves the build with scripts/serve-nginx.mjs: a real nginx over HTTPS on loopback.
 * Statuses, redirects, compression, cache classes and security headers of the responses, and
 * a reading session in the browser that trips no Content-Security-Policy rule.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {request as httpsRequest} from 'node:https';
import {connect as tlsConnect} from 'node:tls';

import type {APIRequestContext, APIResponse, Page} from '@playwright/test';

import {assistant, product} from '../../config/product';
import {LATEST_VERSION} from '../../config/versions';
import {BROTLI_MODULE, LOCAL_NAME, TEST_PORTS} from '../../scripts/lib/nginx-ports.mjs';
import {readySearchBox} from './lib/search';
import {BUILD_DIR} from '../lib/builtSite';
import {expect, test} from './fixtures';

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
  const headers = response.headers();
  const where = `${response.status()} ${response.url()}`;
  expect(headers['strict-transport-security'], where).toMatch(/^max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'])?.[1])).toBeGreaterThan(
    180 * 24 * 3600,
  );
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
