#!/usr/bin/env node
// Writes the build-dependent parts of the nginx config into the build itself, as the last step of
// `npm run build`, so nothing committed changes when the content does. deploy/nginx.conf and its
// headers snippet include both files from the web root (/var/www/kasm-docs/.nginx/), where the
// config's dot-folder rule keeps them from being served:
// - .nginx/kasm-docs-csp.conf: the Content-Security-Policy, only what the site loads, with each
//   inline script it runs allowed by its SHA-256 hash (no 'unsafe-inline');
// - .nginx/kasm-docs-redirects.conf: the server redirects that replace the build's version-alias
//   stubs (/docs/latest/<page> and /docs/<latest>/<page>, from config/versions.ts): each stub runs
//   its own inline script, and hundreds of hashes would make the policy header larger than the
//   pages it protects.
//
//   node scripts/deploy-csp.mjs [--dir build]
//
// It fails when a page loads a file from another origin or has an inline event handler, which the
// policy would block.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {findAll, textContent} from 'domutils';
import {parseDocument} from 'htmlparser2';
import {createJiti} from 'jiti';

/** The folder of the build the two files go in; deploy/nginx.conf includes them from there. */
const INCLUDE_DIR = '.nginx';
const CSP_FILE = 'kasm-docs-csp.conf';
const REDIRECTS_FILE = 'kasm-docs-redirects.conf';

/** More inline scripts than this means something stopped bundling its scripts. */
const MAX_SCRIPT_HASHES = 20;

/** Script types the browser runs; any other type (application/ld+json) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function htmlFiles(dir, base = dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file, base);
    return entry.name.endsWith('.html')
      ? [path.relative(base, file).split(path.sep).join('/')]
      : [];
  });
}

/** The route a build file answers: docs/x/index.html is /docs/x, 404.html is /404. */
function routeOf(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '');
}

function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Link relations that make the browser fetch the linked file. */
const FETCHING_LINKS =
  /^(stylesheet|preload|modulepreload|prefetch|icon|apple-touch-icon|manifest)$/i;

/** Elements whose src, href or data attribute makes the browser fetch a file. */
const FETCHING_ELEMENTS = new Set([
  'img',
  'iframe',
  'script',
  'source',
  'video',
  'audio',
  'embed',
  'object',
  'link',
]);

/**
 * What the policy needs from one page: its inline scripts the browser runs, the files it
 * fetches from other origins, whether it has inline event handlers (on...= attributes), and
 * where its refresh sends the reader (a redirect stub has one).
 */
function readPage(html) {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);
  const inlineScripts = elements
    .filter((element) => element.name === 'script' && element.attribs.src === undefined)
    .filter((element) => EXECUTABLE_TYPES.has((element.attribs.type ?? '').toLowerCase()))
    .map((element) => textContent(element));
  const external = elements
    .filter((element) => FETCHING_ELEMENTS.has(element.name))
    .filter((element) => element.name !== 'link' || FETCHING_LINKS.test(element.attribs.rel ?? ''))
    .flatMap((element) => [element.attribs.src, element.attribs.href, element.attribs.data])
    .filter((url) => url && /^(https?:)?\/\//i.test(url));
  const hasHandlers = elements.some((element) =>
    Object.keys(element.attribs).some((name) => /^on[a-z]+$/i.test(name)),
  );
  const refresh = elements.find(
    (element) =>
      element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'refresh',
  );
  const refreshTarget = refresh?.attribs.content?.match(/url=(.+)$/i)?.[1];
  return {inlineScripts, external, hasHandlers, refreshTarget};
}

/**
 * Reads the build: the hashes of the inline scripts its pages run, and a check that every page
 * under an alias prefix (config/versions.ts: /docs/latest and /docs/<latest>) is the redirect
 * stub of the page the server redirect sends it to. Those stubs are served as redirects, so
 * their scripts need no hash.
 */
export function analyzeBuild(buildDir, {assistantOrigin, aliases = []} = {}) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(
      `${buildDir} holds no build (no index.html): run npm run build, or pass --dir.`,
    );
  }
  const aliasOf = (route) =>
    aliases.find((alias) => route === alias.from || route.startsWith(`${alias.from}/`));
  const hashes = new Set();
  const handlers = [];
  const external = [];
  const wrongStubs = [];
  let stubs = 0;
  for (const file of htmlFiles(buildDir)) {
    const route = routeOf(file);
    const page = readPage(readFileSync(path.join(buildDir, file), 'utf8'));
    const alias = aliasOf(route);
    if (alias) {
      const expected = `${alias.to}${route.slice(alias.from.length)}`;
      const target = page.refreshTarget?.split(/[?#]/)[0].replace(/\/$/, '');
      if (target !== expected) wrongStubs.push(`${file} forwards to ${target}, not ${expected}`);
      stubs += 1;
      continue;
    }
    for (const script of page.inlineScripts) hashes.add(scriptHash(script));
    if (page.hasHandlers) handlers.push(file);
    external.push(
      ...page.external
        .filter((url) => !(assistantOrigin && url.startsWith(`${assistantOrigin}/`)))
        .map((url) => `${file}: ${url}`),
    );
  }
  if (wrongStubs.length) {
    throw new Error(
      `Pages under a version alias are not the redirect stubs the server redirects replace:\n  ${wrongStubs.slice(0, 10).join('\n  ')}`,
    );
  }
  if (aliases.length && stubs === 0) {
    throw new Error(
      'The build has no version-alias pages: config/versions.ts and the build disagree.',
    );
  }
  if (external.length) {
    throw new Error(
      `Pages load files from other origins, which the policy blocks:\n  ${external.slice(0, 10).join('\n  ')}\n` +
        'Put the file in static/, or allow its origin in contentSecurityPolicy() (scripts/deploy-csp.mjs).',
    );
  }
  if (handlers.length) {
    throw new Error(
      `Inline event handlers (on...= attributes) in ${handlers.slice(0, 5).join(', ')}: a hash ` +
        'cannot allow them without also allowing every handler; move them into a script.',
    );
  }
  if (hashes.size > MAX_SCRIPT_HASHES) {
    throw new Error(
      `${hashes.size} different inline scripts in the build (the policy allows each by hash; ` +
        `more than ${MAX_SCRIPT_HASHES} means pages carry their own scripts): find out why.`,
    );
  }
  return {aliases, scriptHashes: [...hashes].sort()};
}

/** The policy: the site's own origin for everything, plus the exceptions named here. */
export function contentSecurityPolicy({scriptHashes, assistantOrigin}) {
  return [
    "default-src 'self'",
    // The colour-mode script in every page's head (it must run before the first paint) and the
    // home page's base-URL check, by hash; every other script is a file under /assets/.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // React and Mermaid set style attributes, and Mermaid writes <style> into its SVG.
    "style-src 'self' 'unsafe-inline'",
    // Infima's dropdown and menu arrows are data: SVG images in the CSS.
    "img-src 'self' data:",
    "font-src 'self'",
    // The search worker and the service worker fetch the search indexes and the precache; the
    // assistant's dialog probes the assistant's origin (a no-cors request) before showing it.
    `connect-src 'self' ${assistantOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    // The KasmGPT assistant's chat page, in the widget's frame.
    `frame-src ${assistantOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function aliasLocations(aliases) {
  const byTarget = new Map();
  for (const alias of aliases)
    byTarget.set(alias.to, [...(byTarget.get(alias.to) ?? []), alias.from]);
  return [...byTarget]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([to, froms]) => {
      const pattern = froms.sort().map(escapeRegex).join('|');
      // The alias itself (/docs/latest) goes to the folder page with its slash (/docs/), as
      // the build's stub sends it; deeper paths keep their rest.
      return [
        `location ~ ^(?:${pattern})$ {`,
        `    return 301 ${to}/$is_args$args;`,
        '}',
        // Only the characters page paths are made of, in non-empty segments: the capture goes
        // into Location, where CR, LF, a backslash or "//" could split it or leave the site.
        `location ~ ^(?:${pattern})(?<kasm_docs_alias_rest>(?:/[A-Za-z0-9._~-]+)*/?)$ {`,
        `    return 301 ${to}$kasm_docs_alias_rest$is_args$args;`,
        '}',
      ];
    })
    .flat();
}

async function main() {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: process.env.DOCS_BUILD_DIR ?? 'build'},
    },
  });
  const buildDir = path.resolve(values.dir);
  const jiti = createJiti(import.meta.url);
  const {assistant} = await jiti.import('../config/product.ts');
  const versions = await jiti.import('../config/versions.ts');
  // The version aliases the server redirects: /docs/latest/* and /docs/<latest>/* to /docs/*.
  const aliases = [versions.LATEST_ALIAS, versions.LATEST_VERSION].map((alias) => ({
    from: `${versions.DOCS_BASE}/${alias}`,
    to: versions.DOCS_BASE,
  }));

  const {scriptHashes} = analyzeBuild(buildDir, {assistantOrigin: assistant.origin, aliases});
  const csp = contentSecurityPolicy({scriptHashes, assistantOrigin: assistant.origin});
  const header = (what) =>
    `# Written by scripts/deploy-csp.mjs from this build: ${what}. Included by deploy/nginx.conf.\n`;
  const dir = path.join(buildDir, INCLUDE_DIR);
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, CSP_FILE),
    header("what the build loads (inline scripts by hash) and the assistant's frame origin") +
      `add_header Content-Security-Policy "${csp}" always;\n`,
  );
  writeFileSync(
    path.join(dir, REDIRECTS_FILE),
    header('server redirects that replace the client redirect stubs of the version aliases') +
      aliasLocations(aliases)
        .map((line) => `${line}\n`)
        .join(''),
  );
  console.log(
    `Wrote ${INCLUDE_DIR}/${CSP_FILE} and ${INCLUDE_DIR}/${REDIRECTS_FILE} in ${values.dir}: ` +
      `${scriptHashes.length} inline script hashes; server redirects for ` +
      (aliases.map((alias) => `${alias.from}/* -> ${alias.to || '/'}`).join(', ') || 'no aliases') +
      '.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
