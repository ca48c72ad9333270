/**
 * The reader's deployment: the values a reader may give once (the Web App's host name, the port
 * its proxy listens on, a deployment zone) and that pages then show in place of the documented
 * defaults. Pages write them as `{{deployment_host}}`, `{{deployment_port}}` and
 * `{{deployment_zone}}`; the build renders the default, which the server-rendered HTML, the
 * search index, the Markdown export, llms.txt and the PDF keep.
 *
 * Nothing here imports browser or theme modules: the build steps, the panel and the tests share
 * these definitions.
 */

export const DEPLOYMENT_FIELDS = ['host', 'port', 'zone'] as const;
export type DeploymentField = (typeof DEPLOYMENT_FIELDS)[number];
/**
 * The values pages show, and the release the reader runs, which no page writes as a token: pages
 * of another release say so and link to the reader's (theme/ReleaseNotice). Empty: not given.
 */
export type DeploymentValues = Readonly<Record<DeploymentField, string>> & {
  readonly release?: string;
};

/** A release number as Kasm writes it, such as 1.18.0. */
const RELEASE = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** Why a release is refused, in the words the panel shows; undefined if valid or empty. */
export function validateRelease(input: string): string | undefined {
  const value = input.trim();
  if (value === '' || RELEASE.test(value)) return undefined;
  return 'Enter a release number such as 1.18.0, or leave the field empty.';
}

/** The values the manual documents, shown until a reader gives their own. */
export const DEFAULT_DEPLOYMENT: DeploymentValues = {
  host: 'kasm.example.com',
  port: '443',
  zone: 'default',
};

/** The token a page writes for each value: `{{deployment_host}}` and so on. */
export const DEPLOYMENT_TOKENS: Readonly<Record<string, DeploymentField>> = Object.fromEntries(
  DEPLOYMENT_FIELDS.map((field) => [`deployment_${field}`, field]),
);

/** A host name as a browser address takes it: DNS labels (RFC 1123), or an IPv4 address. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/**
 * A zone name that commands take as it is (`-z NAME` in a shell, a value in a file): letters,
 * digits, dots, hyphens and underscores.
 */
const ZONE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Why a value is refused, in the words the panel shows next to its field; undefined if valid. */
export function validateDeploymentValue(field: DeploymentField, input: string): string | undefined {
  const value = input.trim();
  switch (field) {
    case 'host': {
      if (value === '') return 'Enter the host name readers use to reach the Web App.';
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
        return 'Enter the host name only, without https:// (for example kasm.example.com).';
      if (/[/:?#@\s]/.test(value))
        return 'Enter the host name only, without a path, port or spaces.';
      if (value.length > 253) return 'A host name has at most 253 characters.';
      if (IPV4.test(value)) return undefined;
      const labels = value.replace(/\.$/, '').split('.');
      if (!labels.every((label) => LABEL.test(label)))
        return 'A host name has letters, digits and hyphens, in parts separated by dots.';
      return undefined;
    }
    case 'port': {
      if (!/^\d{1,5}$/.test(value)) return 'Enter a port number from 1 to 65535.';
      const port = Number(value);
      return port >= 1 && port <= 65535 ? undefined : 'Enter a port number from 1 to 65535.';
    }
    case 'zone':
      if (value === '') return 'Enter the name of a deployment zone.';
      return ZONE.test(value)
        ? undefined
        : 'Enter a zone name of up to 64 letters, digits, dots, hyphens and underscores, as commands take it.';
  }
}

/** The value as pages show it: trimmed, a host in lower case without a final dot. */
export function normalizeDeploymentValue(field: DeploymentField, input: string): string {
  const value = input.trim();
  if (field === 'host') return value.replace(/\.$/, '').toLowerCase();
  if (field === 'port') return String(Number(value));
  return value;
}

/**
 * The reader's values from what storage holds: every field that is missing or no longer valid
 * falls back to its default, so a damaged or older entry never shows a wrong value.
 */
export function parseStoredDeployment(stored: string | null): DeploymentValues {
  if (!stored) return DEFAULT_DEPLOYMENT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return DEFAULT_DEPLOYMENT;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_DEPLOYMENT;
  const record = parsed as Record<string, unknown>;
  const values: Record<DeploymentField, string> & {release?: string} = {...DEFAULT_DEPLOYMENT};
  for (const field of DEPLOYMENT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && validateDeploymentValue(field, value) === undefined) {
      values[field] = normalizeDeploymentValue(field, value);
    }
  }
  const release = record.release;
  if (
    typeof release === 'string' &&
    release.trim() !== '' &&
    validateRelease(release) === undefined
  )
    values.release = release.trim();
  return values;
}

/** What storage keeps: only the fields that differ from the defaults. */
export function serializeDeployment(values: DeploymentValues): string | null {
  const changed: [string, string][] = DEPLOYMENT_FIELDS.filter(
    (field) => values[field] !== DEFAULT_DEPLOYMENT[field],
  ).map((field) => [field, values[field]]);
  if (values.release) changed.push(['release', values.release]);
  if (changed.length === 0) return null;
  return JSON.stringify(Object.fromEntries(changed));
}

/**
 * A text with each default replaced by the reader's value, for a code block or a copied command.
 * `marked` is the text the build wrote with each value between markers (see markValue), so that
 * only the places a page meant are replaced, never a `443` that is another port.
 */
export function fillMarkedText(marked: string, values: DeploymentValues): string {
  return marked.replace(MARKED_VALUE, (_all, field: string) => values[field as DeploymentField]);
}

const MARK_START = '\u{E000}';
const MARK_END = '\u{E001}';
/** A marked value: the field's name between the two private-use characters. */
export const MARKED_VALUE = new RegExp(
  `${MARK_START}(${DEPLOYMENT_FIELDS.join('|')})${MARK_END}`,
  'gu',
);

/** The field's place in a code block's text, before highlighting (private-use characters). */
export function markValue(field: DeploymentField): string {
  return `${MARK_START}${field}${MARK_END}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A value's place in a highlighted block's HTML, as the build wrote it. */
const VALUE_SPAN = /<span data-deployment="(host|port|zone)"[^>]*>[^<]*<\/span>/g;

/** The HTML of a block's place for a value; `data-own` marks a value the reader gave. */
export function valueSpan(field: DeploymentField, value: string): string {
  const own = value === DEFAULT_DEPLOYMENT[field] ? '' : ' data-own=""';
  return `<span data-deployment="${field}"${own}>${escapeHtml(value)}</span>`;
}

/** A highlighted block's HTML with the reader's values in the places the build marked. */
export function fillHighlightedHtml(html: string, values: DeploymentValues): string {
  return html.replace(VALUE_SPAN, (_span, field: DeploymentField) =>
    valueSpan(field, values[field]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DEFAULT_HOST = escapeRegExp(DEFAULT_DEPLOYMENT.host);
/** The default host where a page wrote `{{deployment_host}}`: on its own, not inside a name. */
const DEFAULT_HOST_ALONE = new RegExp(`(?<![\\w.-])${DEFAULT_HOST}(?![\\w-])`, 'g');
/** A host under the default one: the page uses the default host as a parent domain. */
const UNDER_DEFAULT_HOST = new RegExp(`[\\w-]\\.${DEFAULT_HOST}`);

/**
 * A page's exported Markdown (Copy page) with the reader's host in place of the default. The
 * content checks let a page write the default host only as `{{deployment_host}}`, except on a
 * page whose examples are hosts under it, which is copied as it is. The port and the zone are
 * not distinctive enough to find in the text again, so Copy page keeps their defaults.
 */
export function fillExportedMarkdown(markdown: string, values: DeploymentValues): string {
  if (values.host === DEFAULT_DEPLOYMENT.host || UNDER_DEFAULT_HOST.test(markdown)) return markdown;
  return markdown.replace(DEFAULT_HOST_ALONE, values.host);
}
