/**
 * Reference tables generated from data files (src/data/reference, written by
 * scripts/generate-reference-data.mjs), so that the lists on valid_locales and valid_timezones
 * are complete and never typed by hand.
 */
import React, {type ReactNode} from 'react';

import localeData from '@site/src/data/reference/locales.json';
import timezoneData from '@site/src/data/reference/timezones.json';

import styles from './styles.module.css';

export const timezoneCount = timezoneData.timezones.length;
export const timezoneAliasCount = timezoneData.aliases.length;
export const localeCount = localeData.locales.length;

export function TimeZoneSource(): ReactNode {
  return (
    <>
      {timezoneData.source}; offsets as of {timezoneData.referenceYear}
    </>
  );
}

export function TimeZoneTable(): ReactNode {
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">Time zone</th>
            <th scope="col">Country or area</th>
            <th scope="col">UTC offset in January</th>
            <th scope="col">UTC offset in July</th>
          </tr>
        </thead>
        <tbody>
          {timezoneData.timezones.map((zone) => (
            <tr key={zone.name}>
              <td>
                <code>{zone.name}</code>
              </td>
              <td>{zone.country || zone.area}</td>
              <td>{zone.january}</td>
              <td>{zone.july}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TimeZoneAliasTable(): ReactNode {
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">Older name</th>
            <th scope="col">Same as</th>
          </tr>
        </thead>
        <tbody>
          {timezoneData.aliases.map(({alias, zone}) => (
            <tr key={alias}>
              <td>
                <code>{alias}</code>
              </td>
              <td>
                <code>{zone}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LocaleTable(): ReactNode {
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">Locale</th>
            <th scope="col">Language</th>
            <th scope="col">Region</th>
          </tr>
        </thead>
        <tbody>
          {localeData.locales.map((entry) => (
            <tr key={entry.locale}>
              <td>
                <code>{entry.locale}</code>
              </td>
              <td>
                {entry.language}
                {'variant' in entry && entry.variant ? ` (${entry.variant})` : ''}
              </td>
              <td>{entry.region}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
