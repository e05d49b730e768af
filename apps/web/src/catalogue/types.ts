import type { Seasonality } from '@chhiwat/core';

/** An ingredient as the public list gives it (GET /api/ingredients). */
export interface Ingredient {
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
  category: string;
  image_url: string | null;
  seasonality: Seasonality;
  commonly_used_with: string[];
}

/** An active category (GET /api/ingredient-categories, /api/recipe-categories). */
export interface Category {
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  description_en: string;
  description_fr: string;
  description_ar: string;
  color: string;
  icon: string;
  sort_order: number;
  item_count: number;
}
