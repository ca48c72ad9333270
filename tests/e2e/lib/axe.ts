/**
 * axe-core checks against WCAG 2.1 levels A and AA.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a new browser page for every
 * check to merge frame results, which costs more than the check on a doc page; the only frame
 * the site has is the third-party assistant, which is not ours to test.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The A/AA rules whose result depends on colours. Switching the colour mode changes nothing but
 * colours (the same DOM, another data-theme), so in the second mode of a page only these run.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Nodes listed per violated rule: enough to find the cause without flooding the report. */
const NODES_PER_RULE = 3;

/**
 * Runs axe on the page as it is and returns one line per offending node ("" when clean).
 * `colourOnly` runs only COLOUR_RULES.
 */
export async function axeViolations(
  page: Page,
  {colourOnly = false, exclude = []}: {colourOnly?: boolean; exclude?: string[]} = {},
): Promise<string[]> {
  const builder = new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
  if (colourOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG21_AA_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const {violations} = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.slice(0, NODES_PER_RULE).map((node) => {
      const reason = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      const more =
        violation.nodes.length > NODES_PER_RULE
          ? ` (and ${violation.nodes.length - NODES_PER_RULE} more)`
          : '';
      return `${violation.id} at ${node.target.join(' ')}: ${reason}${more}`;
    }),
  );
}

/** Waits until running CSS transitions (colour fades, the sliding mobile menu) have ended. */
export async function settle(page: Page): Promise<void> {
  // Spinners animate forever, so only transitions are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Clicks the colour-mode switch (the navbar's, or on a phone the open menu's) and waits until
 * the new colours have finished fading in.
 */
export async function toggleColourMode(page: Page): Promise<'light' | 'dark'> {
  const before = await page.locator('html').getAttribute('data-theme');
  const after = before === 'dark' ? 'light' : 'dark';
  await page
    .getByRole('button', {name: /Switch between dark and light mode/})
    .filter({visible: true})
    .click();
  await page.locator(`html[data-theme="${after}"]`).waitFor({state: 'attached'});
  await settle(page);
  return after;
}
