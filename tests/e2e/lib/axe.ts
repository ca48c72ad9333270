/**
 * axe-core checks against WCAG 2.1 levels A and AA.
 *
 * axe-core runs in the page itself, injected once per document. @axe-core/playwright's
 * AxeBuilder did the same, but evaluated the 550 KB engine twice and reconfigured it on every
 * check: on a doc page that cost 0.6 s a check, as much as the check. Run directly, both modes
 * of a doc page take about 1.3 s instead of 2.6 s, which is what lets the crawl check every
 * latest page in both modes within npm test. Frames are not entered: the only one the site has
 * is the third-party assistant, which is not ours to test.
 */
import axe from 'axe-core';
import type {Page} from '@playwright/test';

const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The A/AA rules whose result depends on colours. Switching the colour mode changes nothing but
 * colours (the same DOM, another data-theme), so in the second mode of a page only these run.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Nodes listed per violated rule: enough to find the cause without flooding the report. */
const NODES_PER_RULE = 3;

interface Violation {
  id: string;
  count: number;
  nodes: {target: string; summary: string}[];
}

export interface AxeScope {
  /** Only COLOUR_RULES. */
  colourOnly?: boolean;
  /**
   * A selector to check within instead of the whole document; rules about the page as a whole
   * (landmarks, the page's h1) then do not run.
   */
  include?: string;
  /** A selector to leave out: a part another test checks, such as a doc page's article. */
  exclude?: string;
  /**
   * Leaves out `color-contrast`, the rule that costs most (it works out the colours behind
   * every piece of text): for a page whose colours are checked elsewhere.
   */
  withoutContrast?: boolean;
}

/** Runs axe on the page as it is and returns one line per offending node (none when clean). */
export async function axeViolations(
  page: Page,
  {colourOnly = false, include, exclude, withoutContrast = false}: AxeScope = {},
): Promise<string[]> {
  const injected = await page.evaluate(
    () => typeof (window as unknown as {axe?: typeof axe}).axe?.run === 'function',
  );
  if (!injected) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: colourOnly
      ? {type: 'rule', values: COLOUR_RULES}
      : {type: 'tag', values: WCAG21_AA_TAGS},
    resultTypes: ['violations'],
    ...(withoutContrast ? {rules: {'color-contrast': {enabled: false}}} : null),
  };
  const violations = await page.evaluate(
    async ({options, nodesPerRule, include, exclude}) => {
      const engine = (window as unknown as {axe: typeof axe}).axe;
      // axe-core checks the whole document unless told which part to check or leave out.
      const context: axe.ElementContext = include
        ? {include: [[include]], exclude: exclude ? [[exclude]] : []}
        : exclude
          ? {exclude: [[exclude]]}
          : document;
      const results = await engine.run(context, options);
      return results.violations.map((violation): Violation => ({
        id: violation.id,
        count: violation.nodes.length,
        nodes: violation.nodes.slice(0, nodesPerRule).map((node) => ({
          target: node.target.join(' '),
          summary: node.failureSummary ?? '',
        })),
      }));
    },
    {options, nodesPerRule: NODES_PER_RULE, include, exclude},
  );
  return violations.flatMap(({id, count, nodes}) =>
    nodes.map(({target, summary}) => {
      const reason = summary.split('\n').slice(1).join(' ').trim();
      const more = count > NODES_PER_RULE ? ` (and ${count - NODES_PER_RULE} more)` : '';
      return `${id} at ${target}: ${reason}${more}`;
    }),
  );
}

/** The longest wait for transitions; the site's fades and slides take well under a second. */
const SETTLE_LIMIT_MS = 3000;

/**
 * Waits until running CSS transitions (colour fades, the sliding mobile menu) have ended, or
 * at most `SETTLE_LIMIT_MS`: a transition whose end never comes (a cancelled one, or one on an
 * element that left the page) must not hold the check until the test times out.
 */
export async function settle(page: Page): Promise<void> {
  // Spinners animate forever, so only transitions are awaited.
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    SETTLE_LIMIT_MS,
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

/**
 * Checks the page with every A/AA rule in the mode it shows, switches the mode with the navbar
 * control, and checks the colour rules again. Returns the problems, each marked with its mode.
 * `include` limits both checks to a part of the page, `exclude` leaves one out.
 */
export async function axeBothModes(
  page: Page,
  {include, exclude}: Pick<AxeScope, 'include' | 'exclude'> = {},
): Promise<string[]> {
  const first = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
  const problems = (await axeViolations(page, {include, exclude})).map(
    (line) => `[${first}] ${line}`,
  );
  const second = await toggleColourMode(page);
  const colours = await axeViolations(page, {colourOnly: true, include, exclude});
  return [...problems, ...colours.map((line) => `[${second}] ${line}`)];
}

/**
 * Runs axe on an open modal dialog in each colour mode, switching the mode on the page itself:
 * the navbar's switch is behind the modal. Returns the problems, each marked with its mode.
 */
export async function axeModalBothModes(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const mode of ['light', 'dark']) {
    await page.evaluate(
      (theme) => document.documentElement.setAttribute('data-theme', theme),
      mode,
    );
    await settle(page);
    for (const line of await axeViolations(page, {include: 'dialog'})) {
      problems.push(`[${mode}] ${line}`);
    }
  }
  return problems;
}
