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

/** The results page's count line: "1 document found", "42 documents found", "100+ documents found". */
export const RESULTS_COUNT = /\d+\+? documents? found/;
