/**
 * The Markdown form of src/components/ReferenceTables, which valid_locales and valid_timezones
 * use: the same columns and rows, built from the same data files (src/data/reference).
 *
 * The tables are exported whole (315 locales, 446 zones, 151 older names: about 50 KB of
 * Markdown together). A summary and a link would be smaller, but these pages exist to answer
 * "is this name valid, and what is its offset?", and an AI tool can only answer that from the
 * full list; the tables are still a small part of llms-full.txt (about 2 %).
 *
 * They are written as Markdown text directly: printing 900 rows from a syntax tree took longer
 * than exporting every other page together.
 */
import localeData from '../../data/reference/locales.json';
import timezoneData from '../../data/reference/timezones.json';

/** A table cell's text: pipes would end the cell, and line breaks the row. */
export function cell(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

function code(value: string): string {
  return `\`${cell(value)}\``;
}

/** A Markdown table; the rows' cells are already escaped with `cell`. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header.map(cell)), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Markdown of each table component (and the text of TimeZoneSource), by component name. */
export const referenceComponents: Readonly<
  Record<string, {markdown: () => string; isInline?: boolean}>
> = {
  LocaleTable: {
    markdown: () =>
      markdownTable(
        ['Locale', 'Language', 'Region'],
        localeData.locales.map((entry) => [
          code(entry.locale),
          cell(
            'variant' in entry && entry.variant
              ? `${entry.language} (${entry.variant})`
              : entry.language,
          ),
          cell(entry.region),
        ]),
      ),
  },
  TimeZoneTable: {
    markdown: () =>
      markdownTable(
        ['Time zone', 'Country or area', 'UTC offset in January', 'UTC offset in July'],
        timezoneData.timezones.map((zone) => [
          code(zone.name),
          cell(zone.country || zone.area),
          cell(zone.january),
          cell(zone.july),
        ]),
      ),
  },
  TimeZoneAliasTable: {
    markdown: () =>
      markdownTable(
        ['Older name', 'Same as'],
        timezoneData.aliases.map(({alias, zone}) => [code(alias), code(zone)]),
      ),
  },
  TimeZoneSource: {
    isInline: true,
    markdown: () => `${timezoneData.source}; offsets as of ${timezoneData.referenceYear}`,
  },
};

/** Values of the counts the pages write as `{localeCount}` and so on. */
export const referenceValues: Readonly<Record<string, string>> = {
  localeCount: String(localeData.locales.length),
  timezoneCount: String(timezoneData.timezones.length),
  timezoneAliasCount: String(timezoneData.aliases.length),
};
