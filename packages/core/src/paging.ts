/** Home paging (public-site.md §4 and §9): 10 at first, 10 more per request, after 300 ms. */
export const HOME_PAGE_SIZE = 10;
export const HOME_PAGE_STEP = 10;
export const SHOW_MORE_DELAY_MS = 300;
/** The ingredient cache lives 24 hours in the browser (public-site.md §9). */
export const INGREDIENT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
