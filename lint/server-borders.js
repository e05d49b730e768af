/** Import rules between server modules (issue #41): filled in by the server borders work. ESLint config blocks. */
export const serverBorders = [];
