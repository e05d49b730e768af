/** Fixed vocabularies of the catalogue (public-site.md §3, back-office.md §3 and §9). */
export const LANGUAGES = ['ar', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const SEASONALITIES = ['spring', 'summer', 'fall', 'winter', 'year-round'] as const;
export type Seasonality = (typeof SEASONALITIES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Where a recipe is known from (issue #40); a recipe cooked all over Morocco has none. */
export const REGIONS = [
  'fes',
  'marrakech',
  'north',
  'souss',
  'draa-tafilalet',
  'oriental',
  'sahara',
  'atlantic',
] as const;
export type Region = (typeof REGIONS)[number];

/** The days a recipe is cooked for. */
export const OCCASIONS = [
  'everyday',
  'ramadan',
  'eid-al-fitr',
  'eid-al-adha',
  'achoura',
  'friday',
  'wedding',
  'guests',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** The seasons a recipe belongs to; none means all year. */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** Only a published recipe is public anywhere; a draft is the back-office's alone. */
export const RECIPE_STATUSES = ['draft', 'published'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/** Units a recipe's ingredient quantity may carry (beyond the spec: quantities for scaling). */
export const UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'piece',
  'clove',
  'bunch',
  'pinch',
  'handful',
  'slice',
] as const;
export type Unit = (typeof UNITS)[number];

/** How many servings a recipe may be written for, or scaled to. */
export const SERVINGS_RANGE = { min: 1, max: 100 } as const;

export const BUCKETS = ['ingredient-images', 'recipe-images', 'blog-images'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Width of the small copy the server keeps of every upload, for phones and thumbnails. */
export const SMALL_IMAGE_WIDTH = 480;

/** The file name of an upload's small copy: `<name>-w480.webp`. */
export const smallImageName = (name: string) =>
  name.replace(/\.webp$/, `-w${SMALL_IMAGE_WIDTH}.webp`);

/** The small copy of an image we store; undefined for an image hosted elsewhere (one size only). */
export function smallImageUrl(url: string | null | undefined): string | undefined {
  if (!url || !/^\/media\/[a-z-]+\/[a-z0-9][a-z0-9-]*\.webp$/.test(url)) return undefined;
  return url.endsWith(`-w${SMALL_IMAGE_WIDTH}.webp`) ? undefined : smallImageName(url);
}

/** Ten preset colours per category type (back-office.md §9). */
export const CATEGORY_COLORS = {
  ingredient: [
    '#16a34a',
    '#dc2626',
    '#ea580c',
    '#ca8a04',
    '#65a30d',
    '#0891b2',
    '#7c3aed',
    '#db2777',
    '#92400e',
    '#2563eb',
  ],
  recipe: [
    '#c2410c',
    '#b45309',
    '#a16207',
    '#15803d',
    '#0f766e',
    '#1d4ed8',
    '#6d28d9',
    '#be123c',
    '#9f1239',
    '#334155',
  ],
} as const;
export type CategoryType = keyof typeof CATEGORY_COLORS;

/** The 21 icon emojis a category may carry (back-office.md §3). */
export const CATEGORY_ICONS = [
  '🥕',
  '🌶️',
  '🌿',
  '🥩',
  '🍎',
  '🫘',
  '🌾',
  '🧀',
  '🫒',
  '🥜',
  '🫙',
  '🍲',
  '🥘',
  '🍜',
  '🥗',
  '🥐',
  '🍞',
  '🍰',
  '🍵',
  '🥟',
  '🍽️',
] as const;

/** Blog category palette of 20 colours, amber first and slate last (back-office.md §9). */
export const BLOG_COLORS = [
  '#f59e0b',
  '#ef4444',
  '#f97316',
  '#eab308',
  '#84cc16',
  '#22c55e',
  '#10b981',
  '#14b8a6',
  '#06b6d4',
  '#0ea5e9',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#a855f7',
  '#d946ef',
  '#ec4899',
  '#f43f5e',
  '#78716c',
  '#71717a',
  '#64748b',
] as const;
export const DEFAULT_BLOG_COLOR = '#3b82f6';
export const DEFAULT_BLOG_ICON = '📝';

/** The language dropdown's options, in order; an unknown language shows the first (public-site.md §4). */
const ARABIC_OPTION = { code: 'ar', name: 'العربية', flag: '🇲🇦' } as const;
export const LANGUAGE_OPTIONS: readonly { code: Language; name: string; flag: string }[] = [
  ARABIC_OPTION,
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'en', name: 'English', flag: '🇬🇧' },
];

export function languageOption(code: string | undefined) {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? ARABIC_OPTION;
}

/** Social accounts linked from the footer, About and Contact pages. */
export const SOCIAL_LINKS = [
  {
    network: 'instagram',
    name: 'Instagram',
    handle: '@chhiwat.ma',
    url: 'https://www.instagram.com/chhiwat.ma',
  },
  {
    network: 'facebook',
    name: 'Facebook',
    handle: 'Chhiwat',
    url: 'https://www.facebook.com/chhiwat.ma',
  },
  {
    network: 'tiktok',
    name: 'TikTok',
    handle: '@chhiwat.ma',
    url: 'https://www.tiktok.com/@chhiwat.ma',
  },
  {
    network: 'youtube',
    name: 'YouTube',
    handle: '@chhiwat',
    url: 'https://www.youtube.com/@chhiwat',
  },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
