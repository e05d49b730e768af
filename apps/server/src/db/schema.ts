import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CompositionRow,
  MeasuresRow,
  Occasion,
  RecipeStatus,
  Region,
  Season,
  SwapQuality,
} from '@chhiwat/core';

/** Kysely's view of the tables created by the migrations (see migrations/). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<
  Record<string, unknown>,
  string | Record<string, unknown>,
  string | Record<string, unknown>
>;

interface Audited {
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  created_by: number | null;
  updated_by: number | null;
}

export interface AdminRolesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: Generated<string>;
  permissions: Json;
  created_at: CreatedAt;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'super_admin';
  role_template: string | null;
  permissions: Json;
  is_active: Generated<boolean>;
  last_login: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  created_by: number | null;
}

export interface SessionsTable {
  token_hash: string;
  admin_id: number;
  remember: Generated<boolean>;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
}

export interface LoginAttemptsTable {
  key: string;
  failures: Generated<number>;
  blocked_until: Date | null;
  updated_at: UpdatedAt;
}

export interface AdminActivityTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_email: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  table_name: string | null;
  description: Generated<string>;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface CategoryTable extends Audited {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  description_en: Generated<string>;
  description_fr: Generated<string>;
  description_ar: Generated<string>;
  color: string;
  icon: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export type Seasonality = 'spring' | 'summer' | 'fall' | 'winter' | 'year-round';
export type Difficulty = 'easy' | 'medium' | 'hard';

export interface IngredientsTable extends Audited {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
  category_id: number;
  image_url: string | null;
  description_en: Generated<string>;
  description_fr: Generated<string>;
  description_ar: Generated<string>;
  commonly_used_with: Generated<string[]>;
  seasonality: Generated<Seasonality>;
  is_staple: Generated<boolean>;
  aliases_en: Generated<string[]>;
  aliases_fr: Generated<string[]>;
  aliases_ar: Generated<string[]>;
  aliases_darija: Generated<string[]>;
  /** jsonb (migration 0011): read as objects, written as JSON text. */
  composition: ColumnType<CompositionRow | null, string | null | undefined, string | null>;
  measures: ColumnType<MeasuresRow | null, string | null | undefined, string | null>;
}

export interface RecipesTable extends Audited {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  description_en: Generated<string>;
  description_fr: Generated<string>;
  description_ar: Generated<string>;
  instructions_en: Generated<string>;
  instructions_fr: Generated<string>;
  instructions_ar: Generated<string>;
  image_url: string | null;
  /** The page an imported recipe was adapted from (migration 0005). */
  source_url: Generated<string | null>;
  prep_time: number;
  cooking_time: number;
  difficulty: Difficulty;
  category_id: number;
  tags: Generated<string[]>;
  servings: Generated<number>;
  /** Migration 0006 (issue #40). */
  soak_time: Generated<number>;
  rest_time: Generated<number>;
  pressure_cooker_time: number | null;
  step_minutes: Generated<number[]>;
  region: Region | null;
  occasions: Generated<Occasion[]>;
  seasons: Generated<Season[]>;
  status: Generated<RecipeStatus>;
}

export interface RecipeIngredientsTable {
  recipe_id: number;
  ingredient_slug: string;
  optional: Generated<boolean>;
  is_key: Generated<boolean>;
  quantity: number | null;
  unit: string | null;
  note_en: string | null;
  note_fr: string | null;
  note_ar: string | null;
  position: Generated<number>;
}

export interface SubstitutionsTable extends Audited {
  id: Generated<number>;
  missing_slug: string;
  using_slugs: string[];
  quality: SwapQuality;
  note_en: string;
  note_fr: string;
  note_ar: string;
}

export interface BlogCategoriesTable extends Audited {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  description_en: Generated<string>;
  color: Generated<string>;
  icon: Generated<string>;
  sort_order: Generated<number>;
}

export interface BlogPostsTable extends Audited {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_fr: Generated<string>;
  title_ar: Generated<string>;
  excerpt_en: Generated<string>;
  excerpt_fr: Generated<string>;
  excerpt_ar: Generated<string>;
  content_en: Generated<string>;
  content_fr: Generated<string>;
  content_ar: Generated<string>;
  image_url: string | null;
  category: string | null;
  tags: Generated<string[]>;
  status: Generated<'draft' | 'published'>;
  published_at: Date | null;
  author_id: number | null;
}

export interface ImagesTable {
  id: Generated<number>;
  bucket: 'ingredient-images' | 'recipe-images' | 'blog-images';
  name: string;
  size: number;
  mime_type: string;
  width: number;
  height: number;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: Generated<number>;
  /** Bumped by changes to what the public blog reads (migration 0004). */
  blog_version: Generated<number>;
  changed_at: UpdatedAt;
}

/** What each catalogue version changed (migration 0007). */
export interface CatalogueChangesTable {
  id: Generated<number>;
  version: number;
  kind: 'recipe' | 'ingredients' | 'substitutions' | 'categories' | 'all';
  recipe_id: number | null;
  logged_at: Generated<Date>;
}

/** Per block of 1,000 recipe ids, the version of its last change (migration 0007). */
export interface CatalogueChunksTable {
  chunk: number;
  version: number;
}

export interface Database {
  catalogue_version: CatalogueVersionTable;
  catalogue_changes: CatalogueChangesTable;
  catalogue_chunks: CatalogueChunksTable;
  admin_roles: AdminRolesTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  admin_activity: AdminActivityTable;
  ingredient_categories: CategoryTable;
  recipe_categories: CategoryTable;
  ingredients: IngredientsTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  substitutions: SubstitutionsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  images: ImagesTable;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminUpdate = Updateable<AdminsTable>;
