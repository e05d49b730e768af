/** Import rules inside apps/web (issue #41): filled in by the web restructure. ESLint config blocks. */
export const webZones = [];
