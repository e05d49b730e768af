/** The public catalogue's shapes, as the API contract in core defines them (decision 0013). */
export type { Category, Ingredient } from '@chhiwat/core';
