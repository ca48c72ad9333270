/**
 * Admonitions (`:::note` and `<Admonition>`) in the export: a blockquote that opens with the
 * label the theme shows, in bold, so the warning still reads as one outside the site.
 */

/** Docusaurus's admonition keywords and the label the theme shows for each. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  secondary: 'Note',
  tip: 'Tip',
  success: 'Tip',
  info: 'Info',
  important: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
};

/** The bold first line of an admonition's blockquote: "Warning", or "Warning: custom title". */
export function admonitionHeading(kind: string, title?: string): string {
  const label = ADMONITION_LABELS[kind] ?? kind;
  return title ? `${label}: ${title}` : label;
}

/**
 * Quotes `body`, whose first line starts at column `indent` and whose other lines carry that
 * indentation as written (an admonition inside a list item): the marker goes after it.
 */
export function quoteLines(body: string, indent: number): string {
  return body
    .split('\n')
    .map((line) => {
      const leading = /^[ \t]*/.exec(line)![0].slice(0, indent);
      const rest = line.slice(leading.length);
      return rest.trim() === '' ? `${leading}>` : `${leading}> ${rest}`;
    })
    .join('\n');
}

/**
 * The blockquote of an admonition that starts at column `indent` (the first line goes where
 * the admonition started, so it has no indentation of its own).
 */
export function admonitionQuote(heading: string, body: string, indent: number): string {
  const padding = ' '.repeat(indent);
  const quoted = body === '' ? '' : `\n${quoteLines(body, indent)}`;
  return `> **${heading}**\n${padding}>${quoted}`;
}
