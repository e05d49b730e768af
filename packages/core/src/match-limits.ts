/** "Can make" allows at most this many required ingredients missing (public-site.md §9). */
export const MAX_MISSING_DEFAULT = 12;
/** The interface's own limit (public-site.md §9). */
export const MAX_MISSING_UI = 10;
