/**
 * The `highlighted` HTML of a code block the deployment tools write in the browser: the text,
 * escaped, with no token colours. The site's CodeBlock then renders it as it renders a block the
 * build highlighted (line layout, Copy, word wrap) without loading Prism, which the tools' short
 * commands do not need.
 */
export function plainHighlighted(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
