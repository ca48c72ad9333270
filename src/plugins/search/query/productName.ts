/**
 * The product's name says nothing about which page answers a query: every page of the manual is
 * about Kasm ("kasm" is in the text of every page, "workspaces" of all but a few). Typed beside
 * the task ("install kasm", "kasm ldap"), it would make a page that happens to have the name in
 * its title ("Install Kasm as an app") outrank the page for the task. So a query that names the
 * product beside other words runs without the name; the name alone is searched as typed.
 */
import {product} from '../../../../config/product';

import {tokenize} from './tokenize';

/** The full name and the short name as the tokenizer splits them: [kasm, workspaces], [kasm]. */
const NAMES = [tokenize(product.name), tokenize(product.shortName)];

/**
 * `tokens` without each occurrence of the product's full or short name, or undefined when the
 * query has no name in it or nothing but the name.
 */
export function withoutProductName(tokens: readonly string[]): string[] | undefined {
  const rest: string[] = [];
  for (let start = 0; start < tokens.length;) {
    const name = NAMES.find((words) =>
      words.every((word, offset) => tokens[start + offset] === word),
    );
    if (name) start += name.length;
    else rest.push(tokens[start++]);
  }
  return rest.length > 0 && rest.length < tokens.length ? rest : undefined;
}
