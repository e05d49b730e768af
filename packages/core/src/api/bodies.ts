import { z } from 'zod';

// Answers that are not JSON objects, declared so that the API document shows them too.

/** The answer of a 204: no body at all (a DELETE, signing out). */
export const noContentSchema = z.undefined().describe('No content');

/**
 * A response body that is a file (an image), not JSON: the route sends the bytes as they are and
 * names the media type (`produces`), so this schema only describes it to the API document.
 */
export const fileBodySchema = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });

/** A text response that is not JSON (an SVG picture, the sitemap, robots.txt), sent as it is. */
export const textBodySchema = z.string();
