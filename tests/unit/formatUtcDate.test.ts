import {describe, expect, it} from 'vitest';

import {formatUtcDate} from '../../src/theme/LastUpdated/formatUtcDate';

const intl = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('the last-updated date', () => {
  it('reads as the stock component wrote it with Intl, on every day of two years', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 731; day += 1) {
      // Late in the UTC day, when many time zones are already on the next date.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
      expect(formatUtcDate(date)).toBe(intl.format(date));
    }
  });
});
