/**
 * The search box and the results page, as tests reach them.
 */
import {expect, type Locator, type Page} from '@playwright/test';

/** The navbar search box: a text box until the search library takes it over, a combobox after. */
export function navbarSearchBox(page: Page): Locator {
  return page.locator('.navbar').getByLabel('Search', {exact: true});
}

/**
 * Focuses the navbar search box (which starts loading the index) and waits until the search
 * library has loaded it and taken the box over: autocomplete.js then points aria-owns at its
 * list. A query filled in all at once before that shows no suggestions until the next
 * keystroke. The index is 9 MB of JSON loaded in a worker: on the 2-core CI machine, with the
 * other test workers running, that can take 20 s.
 */
export async function readySearchBox(page: Page, timeout = 60_000): Promise<Locator> {
  const box = navbarSearchBox(page);
  await box.focus();
  await expect(box).toHaveAttribute('aria-owns', /\S/, {timeout});
  return box;
}

/**
 * Types a word only the section texts hold and waits for its suggestion: the search worker then
 * has the second half of the index parsed, so later queries answer at once. On the 2-core CI
 * machine with other test workers running, parsing it can take 10 s or more, which a test that
 * measures relevance query by query should not count against each query.
 */
export async function loadFullIndex(page: Page, box: Locator): Promise<void> {
  await box.fill('fallocate');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
    timeout: 60_000,
  });
}

/** The results page's count line: "1 document found", "42 documents found", "100+ documents found". */
export const RESULTS_COUNT = /\d+\+? documents? found/;
