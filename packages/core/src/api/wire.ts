import { z } from 'zod';

/**
 * A timestamp as the API carries it (decision 0013). The server hands the schema a `Date` (its
 * input type); the schema answers the ISO string that goes on the wire (its output type, so
 * `z.infer` gives the web client a `string`). A client reading the JSON back passes the string,
 * which is checked to be an ISO date-time. `Date.toISOString()` is what `JSON.stringify` wrote for
 * a `Date` before, so the bytes on the wire are unchanged.
 */
export const wireDate = z
  .union([z.date(), z.iso.datetime()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value))
  // A transform's result has no JSON Schema of its own: the API document is told what it writes.
  .meta({ type: 'string', format: 'date-time' });
