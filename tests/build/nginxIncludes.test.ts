/**
 * The nginx files the build writes for deploy/ (scripts/deploy-csp.mjs, the last step of
 * `npm run build`): every file deploy/nginx.conf and its headers snippet include from the web root
 * is in the build; the policy allows, by hash, each inline script the built pages run (a page
 * whose script the policy did not list would stop working under it); and the redirects send both
 * version aliases to the docs root. Nothing in deploy/ changes with the content, so nothing
 * committed needs regenerating after a build.
 *
 * Runs after the production build (`npm test`, or
 * `npx vitest run --config vitest.build.config.ts tests/build/nginxIncludes.test.ts`).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {findAll, textContent} from 'domutils';
import {parseDocument} from 'htmlparser2';
import {describe, expect, it} from 'vitest';

import {DOCS_BASE, LATEST_ALIAS, LATEST_VERSION} from '../../config/versions';
import {BUILD_DIR, builtHtmlFile} from '../lib/builtSite';

const siteDir = path.resolve(__dirname, '../..');
const WEB_ROOT = '/var/www/kasm-docs/';

/** The files a deploy/ config includes from the web root, by the config's own include lines. */
function webRootIncludes(configFile: string): string[] {
  const text = readFileSync(path.join(siteDir, configFile), 'utf8');
  return [...text.matchAll(/^\s*include (\S+);$/gm)]
    .map((match) => match[1])
    .filter((file) => file.startsWith(WEB_ROOT))
    .map((file) => file.slice(WEB_ROOT.length));
}

/** The SHA-256 hashes, as CSP writes them, of the inline scripts a built page runs. */
function inlineScriptHashes(page: string): string[] {
  const file = builtHtmlFile(page);
  if (!file) throw new Error(`The build has no page ${page}`);
  const document = parseDocument(readFileSync(file, 'utf8'));
  return findAll((element) => element.name === 'script', document.children)
    .filter((script) => script.attribs.src === undefined)
    .filter((script) => /^(|text\/javascript|module)$/i.test(script.attribs.type ?? ''))
    .map((script) => {
      const hash = createHash('sha256').update(textContent(script), 'utf8').digest('base64');
      return `'sha256-${hash}'`;
    });
}

describe('the nginx files the build writes', () => {
  const siteIncludes = webRootIncludes('deploy/nginx.conf');
  const headerIncludes = webRootIncludes('deploy/snippets/kasm-docs-headers.conf');

  it('are the files deploy/ includes, and the build has each', () => {
    expect(siteIncludes).toEqual(['.nginx/kasm-docs-redirects.conf']);
    expect(headerIncludes).toEqual(['.nginx/kasm-docs-csp.conf']);
    for (const file of [...siteIncludes, ...headerIncludes]) {
      expect(existsSync(path.join(BUILD_DIR, file)), `${file} in ${BUILD_DIR}`).toBe(true);
    }
  });

  it("allow each inline script of the built pages by its hash, and nothing else's", () => {
    const policy = readFileSync(path.join(BUILD_DIR, headerIncludes[0]), 'utf8');
    const scriptSrc = /script-src ([^;"]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc, 'the policy has a script-src').not.toBe('');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // A page of the manual on purpose: the includes are what a host deploys, and the deployed
    // build has no fixture page.
    const pages = ['/', `${DOCS_BASE}/install/single_server_install`, '/search', `${DOCS_BASE}/404`];
    for (const page of pages) {
      const hashes = inlineScriptHashes(page);
      expect(hashes.length, `${page} runs an inline script`).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${page}: ${hash}`).toContain(hash);
    }
  });

  it('redirect both version aliases to the docs root', () => {
    const redirects = readFileSync(path.join(BUILD_DIR, siteIncludes[0]), 'utf8');
    for (const alias of [LATEST_ALIAS, LATEST_VERSION]) {
      expect(redirects).toContain(`${DOCS_BASE}/${alias}`.replace(/\./g, '\\.'));
    }
    expect(redirects).toMatch(new RegExp(`return 301 ${DOCS_BASE}/\\$is_args\\$args;`));
  });
});
