/**
 * Every page of the latest tree is found by its own title: typing the title into the search box
 * lists the page among the suggestions (at most 8).
 */
import {loadFullIndex, readySearchBox} from './lib/search';
import {expect, test} from './fixtures';

/** A suggestion shows a long title shortened with "…": compare the parts it kept. */
function matchesTitle(hit: string, title: string): boolean {
  const parts = hit.split('…').map((part) => part.trim());
  let from = 0;
  for (const part of parts) {
    const at = title.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return parts.some((part) => part.length > 0);
}

test('searching a page title suggests that page', async ({page, request}) => {
  test.setTimeout(480_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => path.startsWith('/docs') && !path.startsWith('/docs/develop'));
  expect(paths.length).toBeGreaterThan(10);

  const titles = await Promise.all(
    paths.map(async (path) => {
      const html = await (await request.get(path)).text();
      const title = /<title[^>]*>([^<]*?) \| Kasm Workspaces<\/title>/.exec(html)?.[1] ?? '';
      return {
        path,
        title: title
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'"),
      };
    }),
  );

  await page.goto('/docs/');
  await page.waitForLoadState('networkidle');
  const box = await readySearchBox(page);
  const missed: string[] = [];
  await loadFullIndex(page, box);

  for (const {path, title} of titles) {
    expect(title, `title of ${path}`).not.toBe('');
    const options = page.getByRole('listbox').getByRole('option');
    // Start from an empty box so that the suggestions read below belong to this title.
    await box.fill('');
    await expect(options).toHaveCount(0);
    await box.fill(title);
    await expect(options.first().or(page.getByRole('listbox').getByText('No results'))).toBeVisible(
      {timeout: 10_000},
    );
    const hitTitles = await options.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('[class*="hitTitle"]')?.textContent ?? ''),
    );
    if (!hitTitles.some((hit) => matchesTitle(hit, title)))
      missed.push(`${title} (${path}): got ${hitTitles.join(' | ')}`);
  }
  console.log(`findability: ${titles.length} page titles searched, ${missed.length} not suggested`);
  expect(missed).toEqual([]);
});
