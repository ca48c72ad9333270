/**
 * Replaces the classic theme's LastUpdated (Docusaurus 3.9.2) with the same markup and
 * translations, but with the date written without `Intl.DateTimeFormat`.
 *
 * The stock component formats the date with a new `Intl.DateTimeFormat` in the UTC time zone
 * while the page hydrates. Creating the first such formatter loads the browser's time zone data:
 * 70 to 160 ms of main-thread time on the reference machine, four times that on Lighthouse's
 * mobile profile, on every doc page (PERFORMANCE.md). The site has one locale, English, so the
 * date is written as that formatter writes it ("Nov 28, 2026") from a table of month names.
 * tests/e2e/startup.spec.ts checks that no formatter is created; tests/unit/formatUtcDate.test.ts
 * that the text is the formatter's. The stock component's development-mode note ("Simulated during
 * dev") is left out: src/markdown/lastCommitDates.ts gives the real dates in the preview too.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

import {formatUtcDate} from './formatUtcDate';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatUtcDate(atDate)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
