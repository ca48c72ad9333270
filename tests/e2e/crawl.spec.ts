/**
 * Every URL a reader can open loads cleanly: each page of the sitemap, the /docs/latest/ and
 * /docs/<latest>/ alias of each latest page, and each archived version page. A page must answer
 * 200, render and hydrate without a console error or an uncaught exception, and fetch nothing
 * same-origin that fails; an alias must land on its canonical page. External links on every
 * page (navbar, content, footer) open with rel="noopener noreferrer".
 *
 * Each page of the latest tree also goes through axe-core in the same visit (lib/axe.ts): every
 * WCAG 2.1 A/AA rule in the mode it opened in, then, after a click on the navbar's colour
 * switch, the colour rules in the other mode. The switch is stored, so the next page opens in
 * that mode and the full check alternates between light and dark.
 *
 * For speed, one browser page visits a slice of the list, the slices run in parallel on the
 * workers, and tracing is off (a trace of a thousand page loads would double the time). Each
 * problem is reported with the URL that caused it.
 */
import {axeBothModes} from './lib/axe';
import {externalLinksWithoutRel, waitForHydration, watchPage} from './lib/pageLoad';
import {
  crawlTargets,
  isLatestTreePath,
  slice,
  type CrawlKind,
  type CrawlTarget,
} from './lib/siteUrls';
import {expect, test} from './fixtures';

const SLICES = 6;

// Reduced motion, which Infima honours, drops the 200 ms colour fades the mode switch would
// otherwise wait for on every page.
test.use({trace: 'off', reducedMotion: 'reduce'});

for (let index = 0; index < SLICES; index += 1) {
  test(`crawl ${index + 1}/${SLICES}: every URL loads, aliases land on their page`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const origin = new URL(baseURL!).origin;
    const all = await crawlTargets(request);
    const targets = slice(all, index, SLICES);
    // No request routing: the crawl opens no assistant, and interception slows every request.
    await context.unrouteAll();
    const watch = watchPage(page, origin);
    const problems: string[] = [];
    const counts: Record<CrawlKind, number> = {sitemap: 0, alias: 0, archived: 0};

    let axePages = 0;
    const visit = async ({kind, path, expectedPath}: CrawlTarget) => {
      if (expectedPath === path) {
        await page.goto(path);
        await waitForHydration(page);
        if ((await page.title()).startsWith('Page Not Found')) return ['shows the not-found page'];
        const found = (await externalLinksWithoutRel(page)).map(
          (link) => `external link without rel="noopener noreferrer": ${link}`,
        );
        if (kind === 'sitemap' && isLatestTreePath(path)) {
          axePages += 1;
          found.push(...(await axeBothModes(page)).map((line) => `axe ${line}`));
        }
        return found;
      }
      // An alias is a stub that forwards to the canonical page, which the sitemap part loads
      // in full: here it is enough that the browser arrives there and the page answers 200.
      await page.goto(path, {waitUntil: 'commit'});
      await page.waitForURL((url) => url.pathname === expectedPath, {
        waitUntil: 'commit',
        timeout: 15_000,
      });
      return [];
    };

    /**
     * A server that answers an alias with a redirect (deploy/nginx.conf does) is checked over
     * HTTP: the redirect chain must end at the canonical page with 200, which the sitemap part
     * loads in the browser. Returns undefined when the alias is a client stub (200 HTML, as
     * `docusaurus serve` answers), which only a browser follows.
     */
    const serverAlias = async ({path, expectedPath}: CrawlTarget) => {
      const first = await request.get(path, {maxRedirects: 0});
      if (first.status() < 300 || first.status() >= 400) return undefined;
      const final = await request.get(path);
      const landed = new URL(final.url()).pathname;
      const found: string[] = [];
      if (landed !== expectedPath) found.push(`redirects to ${landed}`);
      if (final.status() !== 200) found.push(`${landed} answered ${final.status()}`);
      return found;
    };

    for (const target of targets) {
      if (target.kind === 'alias') {
        const found = await serverAlias(target);
        if (found) {
          counts.alias += 1;
          problems.push(...found.map((problem) => `${target.path}: ${problem}`));
          continue;
        }
      }
      watch.reset();
      const found = await visit(target).catch((error: Error) => [error.message.split('\n')[0]]);
      counts[target.kind] += 1;
      const landed = new URL(page.url()).pathname;
      if (landed !== target.expectedPath) found.push(`landed on ${landed}`);
      for (const {url, status} of watch.documents) {
        const isRedirect = status >= 300 && status < 400;
        if (status !== 200 && !isRedirect) found.push(`${url} answered ${status}`);
      }
      const arrived = ({url, status}: {url: string; status: number}) =>
        new URL(url).pathname === target.expectedPath && status === 200;
      if (!watch.documents.some(arrived)) {
        found.push(`${target.expectedPath} never answered 200`);
      }
      found.push(...watch.errors, ...watch.failures.map((failure) => `request ${failure}`));
      problems.push(...found.map((problem) => `${target.path}: ${problem}`));
    }

    console.log(
      `crawl ${index + 1}/${SLICES}: ${targets.length} of ${all.length} URLs checked ` +
        `(${counts.sitemap} sitemap, ${counts.alias} aliases, ${counts.archived} archived), ` +
        `${axePages} latest pages through axe in light and dark mode`,
    );
    expect(problems).toEqual([]);
    expect(targets.length).toBeGreaterThan(0);
  });
}
