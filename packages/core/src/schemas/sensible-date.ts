import { z } from 'zod';

/**
 * The years a date entering the API may fall in, judged in UTC. 1970 is the Unix epoch, which the
 * admin header itself sends as "never visited"; 9999 is the last year ISO 8601's four digits can
 * write. Between them every instant round-trips through JavaScript, the database drivers and
 * PostgreSQL's timestamptz, while year 0 and earlier (BC to PostgreSQL) fail inside the query.
 */
export const EARLIEST_DATE_YEAR = 1970;
export const LATEST_DATE_YEAR = 9999;

const EARLIEST_TIME = Date.UTC(EARLIEST_DATE_YEAR, 0, 1);
const FIRST_TIME_TOO_LATE = Date.UTC(LATEST_DATE_YEAR + 1, 0, 1);

/** True when an ISO date-time names an instant within the sensible years. */
export function isSensibleDate(isoDateTime: string): boolean {
  const time = Date.parse(isoDateTime);
  return time >= EARLIEST_TIME && time < FIRST_TIME_TOO_LATE;
}

/** An ISO date-time with an offset (or Z), within the sensible years; `label` names the field. */
export function sensibleDate(label: string) {
  return z.iso
    .datetime({ offset: true, error: `${label} must be an ISO date-time` })
    .refine(
      isSensibleDate,
      `${label} must be between the years ${EARLIEST_DATE_YEAR} and ${LATEST_DATE_YEAR}`,
    );
}
