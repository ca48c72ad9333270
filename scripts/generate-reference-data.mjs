#!/usr/bin/env node
// Writes the data behind the valid_locales and valid_timezones reference pages:
//   src/data/reference/timezones.json  every zone and alias of the IANA tz database shipped as
//                                      Debian's tzdata (/usr/share/zoneinfo/tzdata.zi, the same
//                                      database the Ubuntu-based workspace images carry), with the
//                                      country and the UTC offsets in January and July of
//                                      REFERENCE_YEAR;
//   src/data/reference/locales.json    every UTF-8 locale glibc supports (/usr/share/i18n/SUPPORTED
//                                      on Debian and Ubuntu), with its language and region names.
// Run it again after a Node or glibc upgrade: npm run generate:reference
import {readFileSync, writeFileSync} from 'node:fs';

const REFERENCE_YEAR = 2026;
const SUPPORTED = '/usr/share/i18n/SUPPORTED';
const TZDATA = '/usr/share/zoneinfo/tzdata.zi';
const ZONE_TAB = '/usr/share/zoneinfo/zone.tab';
const ISO3166_TAB = '/usr/share/zoneinfo/iso3166.tab';

const tabRows = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));

function utcOffset(timeZone, month) {
  const date = new Date(Date.UTC(REFERENCE_YEAR, month, 15, 12));
  const name = new Intl.DateTimeFormat('en-US', {timeZone, timeZoneName: 'longOffset'})
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName').value;
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

const tzdata = readFileSync(TZDATA, 'utf8');
const tzVersion = /^# version (\S+)/m.exec(tzdata)?.[1] ?? 'unknown';
const countryNames = new Map(tabRows(ISO3166_TAB).map(([code, name]) => [code, name]));
const countryOfZone = new Map(
  tabRows(ZONE_TAB).map(([code, , zone]) => [zone, countryNames.get(code) ?? code]),
);
// "Factory" is tzdata's placeholder for machines whose zone is not set yet, not a zone.
const zoneNames = [...tzdata.matchAll(/^Z (\S+)/gm)]
  .map((match) => match[1])
  .filter((name) => name !== 'Factory')
  .sort();
const timezones = zoneNames.map((name) => ({
  name,
  area: name.includes('/') ? name.split('/')[0] : 'Other',
  country: countryOfZone.get(name) ?? '',
  january: utcOffset(name, 0),
  july: utcOffset(name, 6),
}));
const aliases = [...tzdata.matchAll(/^L (\S+) (\S+)/gm)]
  .map((match) => ({alias: match[2], zone: match[1]}))
  .sort((a, b) => a.alias.localeCompare(b.alias));

const languages = new Intl.DisplayNames(['en'], {type: 'language'});
const regions = new Intl.DisplayNames(['en'], {type: 'region'});
const displayName = (names, code) => {
  try {
    const name = names.of(code);
    return name && name !== code ? name : '';
  } catch {
    return '';
  }
};

const locales = readFileSync(SUPPORTED, 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter(([locale, charset]) => charset === 'UTF-8' && locale?.includes('_'))
  .map(([locale]) => {
    const [base, modifier] = locale.replace(/\.UTF-8$/, '').split('@');
    const [language, region] = base.split('_');
    return {
      locale,
      language: displayName(languages, language) || language,
      region: displayName(regions, region) || region,
      ...(modifier ? {variant: modifier} : {}),
    };
  });

const write = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
write('src/data/reference/timezones.json', {
  source: `IANA tz database ${tzVersion} (${TZDATA})`,
  referenceYear: REFERENCE_YEAR,
  timezones,
  aliases,
});
write('src/data/reference/locales.json', {source: SUPPORTED, locales});
console.log(`${timezones.length} time zones, ${aliases.length} aliases, ${locales.length} locales`);
