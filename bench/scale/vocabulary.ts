// One file over 300 lines: word lists in three languages, a row a meaning, that Prettier lays out
// over several lines each; splitting them would part rows that must stay side by side.
/**
 * The words the scale bench composes its recipes from, in English, French and Arabic side by side:
 * each row of a list is one meaning in the three languages, so a recipe drawn as "row 3 of each"
 * says the same thing in all of them. The SQL generator (generate-sql.ts) loads these lists into
 * tables of its own and draws from them per recipe.
 */

export type DishKind = 'savoury' | 'sweet' | 'drink';

export interface Dish {
  slug: string;
  en: string;
  fr: string;
  ar: string;
  /** A seeded recipe category's slug. */
  category: string;
  kind: DishKind;
  /** The range of cooking minutes this dish takes (0: no cooking). */
  cook: [number, number];
  /** Rising or resting minutes (dough, marinade). */
  rest: number;
}

export const DISHES: Dish[] = [
  {
    slug: 'tagine',
    en: 'Tagine',
    fr: 'Tajine',
    ar: 'طاجين',
    category: 'tagine',
    kind: 'savoury',
    cook: [60, 180],
    rest: 0,
  },
  {
    slug: 'mrouzia',
    en: 'Mrouzia',
    fr: 'Mrouzia',
    ar: 'مروزية',
    category: 'tagine',
    kind: 'savoury',
    cook: [90, 180],
    rest: 0,
  },
  {
    slug: 'couscous',
    en: 'Couscous',
    fr: 'Couscous',
    ar: 'كسكس',
    category: 'couscous',
    kind: 'savoury',
    cook: [60, 150],
    rest: 0,
  },
  {
    slug: 'harira',
    en: 'Harira',
    fr: 'Harira',
    ar: 'حريرة',
    category: 'soup',
    kind: 'savoury',
    cook: [45, 120],
    rest: 0,
  },
  {
    slug: 'bissara',
    en: 'Bissara',
    fr: 'Bissara',
    ar: 'بيصارة',
    category: 'soup',
    kind: 'savoury',
    cook: [40, 90],
    rest: 0,
  },
  {
    slug: 'zaalouk',
    en: 'Zaalouk',
    fr: 'Zaalouk',
    ar: 'زعلوك',
    category: 'salad',
    kind: 'savoury',
    cook: [20, 40],
    rest: 0,
  },
  {
    slug: 'taktouka',
    en: 'Taktouka',
    fr: 'Taktouka',
    ar: 'تكتوكة',
    category: 'salad',
    kind: 'savoury',
    cook: [20, 40],
    rest: 0,
  },
  {
    slug: 'pastilla',
    en: 'Pastilla',
    fr: 'Pastilla',
    ar: 'بسطيلة',
    category: 'pastry',
    kind: 'savoury',
    cook: [40, 90],
    rest: 0,
  },
  {
    slug: 'briouat',
    en: 'Briouats',
    fr: 'Briouates',
    ar: 'بريوات',
    category: 'appetizer',
    kind: 'savoury',
    cook: [15, 30],
    rest: 0,
  },
  {
    slug: 'maakouda',
    en: 'Maakouda',
    fr: 'Maakouda',
    ar: 'معقودة',
    category: 'appetizer',
    kind: 'savoury',
    cook: [15, 30],
    rest: 0,
  },
  {
    slug: 'rfissa',
    en: 'Rfissa',
    fr: 'Rfissa',
    ar: 'رفيسة',
    category: 'main-course',
    kind: 'savoury',
    cook: [90, 180],
    rest: 0,
  },
  {
    slug: 'mechoui',
    en: 'Mechoui',
    fr: 'Méchoui',
    ar: 'مشوي',
    category: 'main-course',
    kind: 'savoury',
    cook: [120, 300],
    rest: 120,
  },
  {
    slug: 'kefta',
    en: 'Kefta',
    fr: 'Kefta',
    ar: 'كفتة',
    category: 'main-course',
    kind: 'savoury',
    cook: [20, 45],
    rest: 30,
  },
  {
    slug: 'tanjia',
    en: 'Tanjia',
    fr: 'Tanjia',
    ar: 'طنجية',
    category: 'main-course',
    kind: 'savoury',
    cook: [240, 480],
    rest: 0,
  },
  {
    slug: 'loubia',
    en: 'Loubia',
    fr: 'Loubia',
    ar: 'لوبيا',
    category: 'main-course',
    kind: 'savoury',
    cook: [60, 120],
    rest: 0,
  },
  {
    slug: 'msemen',
    en: 'Msemen',
    fr: 'Msemen',
    ar: 'مسمن',
    category: 'bread',
    kind: 'savoury',
    cook: [20, 40],
    rest: 30,
  },
  {
    slug: 'batbout',
    en: 'Batbout',
    fr: 'Batbout',
    ar: 'بطبوط',
    category: 'bread',
    kind: 'savoury',
    cook: [20, 30],
    rest: 60,
  },
  {
    slug: 'seffa',
    en: 'Seffa',
    fr: 'Seffa',
    ar: 'سفة',
    category: 'dessert',
    kind: 'sweet',
    cook: [30, 60],
    rest: 0,
  },
  {
    slug: 'chebakia',
    en: 'Chebakia',
    fr: 'Chebakia',
    ar: 'شباكية',
    category: 'dessert',
    kind: 'sweet',
    cook: [30, 60],
    rest: 60,
  },
  {
    slug: 'sellou',
    en: 'Sellou',
    fr: 'Sellou',
    ar: 'سلو',
    category: 'dessert',
    kind: 'sweet',
    cook: [20, 40],
    rest: 0,
  },
  {
    slug: 'ghriba',
    en: 'Ghriba',
    fr: 'Ghriba',
    ar: 'غريبة',
    category: 'pastry',
    kind: 'sweet',
    cook: [15, 25],
    rest: 30,
  },
  {
    slug: 'baghrir',
    en: 'Baghrir',
    fr: 'Baghrir',
    ar: 'بغرير',
    category: 'bread',
    kind: 'sweet',
    cook: [20, 40],
    rest: 60,
  },
  {
    slug: 'atay',
    en: 'Tea',
    fr: 'Thé',
    ar: 'أتاي',
    category: 'beverage',
    kind: 'drink',
    cook: [5, 10],
    rest: 0,
  },
  {
    slug: 'asir',
    en: 'Juice',
    fr: 'Jus',
    ar: 'عصير',
    category: 'beverage',
    kind: 'drink',
    cook: [0, 0],
    rest: 0,
  },
];

export interface Main {
  /** A seeded ingredient's slug: its names come from the ingredients table. */
  slug: string;
  kind: DishKind;
  /** Overnight soaking minutes for a dried legume. */
  soak: number;
}

const mains = (kind: DishKind, slugs: string[]): Main[] =>
  slugs.map((slug) => ({ slug, kind, soak: 0 }));

export const MAINS: Main[] = [
  ...mains('savoury', [
    'lamb',
    'chicken',
    'beef',
    'ground-beef',
    'veal',
    'fish',
    'sardines',
    'shrimp',
    'squid',
    'merguez',
    'khlii',
    'pigeon',
    'turkey',
    'liver',
    'lentils',
    'eggplant',
    'zucchini',
    'carrots',
    'pumpkin',
    'artichokes',
    'cardoons',
    'quinces',
    'prunes',
    'potatoes',
    'spinach',
    'eggs',
    'okra',
    'peas',
    'green-beans',
    'fresh-fava-beans',
    'cauliflower',
    'mushrooms',
  ]),
  { slug: 'chickpeas', kind: 'savoury', soak: 720 },
  { slug: 'white-beans', kind: 'savoury', soak: 480 },
  { slug: 'split-fava-beans', kind: 'savoury', soak: 480 },
  ...mains('sweet', [
    'almonds',
    'dates',
    'honey',
    'figs',
    'walnuts',
    'sesame-seeds',
    'raisins',
    'pistachios',
    'dried-apricots',
    'oranges',
    'apples',
    'peanuts',
  ]),
  ...mains('drink', [
    'mint',
    'oranges',
    'avocado',
    'dates',
    'almonds',
    'strawberries',
    'bananas',
    'lemon-verbena',
  ]),
];

export interface Place {
  /** The title's "… style" in each language. */
  en: string;
  fr: string;
  ar: string;
  /** Where it is cooked, for the description: "in Fes", "by grandmothers". */
  whereEn: string;
  whereFr: string;
  whereAr: string;
  /** A region the schema accepts, or null for a style cooked everywhere. */
  region: string | null;
}

const place = (en: string, fr: string, ar: string, region: string | null): Place => ({
  en: `${en} style`,
  fr: `façon ${fr}`,
  ar: `على طريقة ${ar}`,
  whereEn: `in ${en}`,
  whereFr: `à ${fr}`,
  whereAr: `في ${ar}`,
  region,
});

const style = (en: string, fr: string, ar: string, where: [string, string, string]): Place => ({
  en: `${en} style`,
  fr: `façon ${fr}`,
  ar: `على طريقة ${ar}`,
  whereEn: where[0],
  whereFr: where[1],
  whereAr: where[2],
  region: null,
});

export const PLACES: Place[] = [
  place('Fes', 'Fès', 'فاس', 'fes'),
  place('Meknes', 'Meknès', 'مكناس', 'fes'),
  place('Marrakech', 'Marrakech', 'مراكش', 'marrakech'),
  place('Tangier', 'Tanger', 'طنجة', 'north'),
  place('Tetouan', 'Tétouan', 'تطوان', 'north'),
  place('Chefchaouen', 'Chefchaouen', 'شفشاون', 'north'),
  place('Agadir', 'Agadir', 'أكادير', 'souss'),
  place('Taroudant', 'Taroudant', 'تارودانت', 'souss'),
  place('Ouarzazate', 'Ouarzazate', 'ورزازات', 'draa-tafilalet'),
  place('Erfoud', 'Erfoud', 'أرفود', 'draa-tafilalet'),
  place('Oujda', 'Oujda', 'وجدة', 'oriental'),
  place('Laayoune', 'Laâyoune', 'العيون', 'sahara'),
  place('Essaouira', 'Essaouira', 'الصويرة', 'atlantic'),
  place('Safi', 'Safi', 'آسفي', 'atlantic'),
  place('Rabat', 'Rabat', 'الرباط', null),
  place('Casablanca', 'Casablanca', 'الدار البيضاء', null),
  style('Grandmother', 'grand-mère', 'الجدة', [
    'by grandmothers',
    'par les grands-mères',
    'عند الجدات',
  ]),
  style('Village', 'village', 'البادية', ['in the villages', 'dans les villages', 'في البوادي']),
  style('Family', 'familiale', 'العائلة', [
    'for the whole family',
    'pour toute la famille',
    'لكل العائلة',
  ]),
  style('Festive', 'fête', 'الأعراس', ['for weddings', 'pour les mariages', 'في الأعراس']),
  style('Quick', 'express', 'السريعة', [
    'on busy weekdays',
    'les jours pressés',
    'في الأيام المزدحمة',
  ]),
];

/** One meaning in three languages: a sentence of a description, or a step. */
export type Trilingual = [en: string, fr: string, ar: string];

/** The sentences a description draws two or three of, after its opening sentence. */
export const SENTENCES: Trilingual[] = [
  [
    'It simmers slowly until the sauce turns thick and glossy.',
    'Il mijote doucement jusqu’à ce que la sauce devienne épaisse et brillante.',
    'يطهى ببطء حتى تصبح المرقة كثيفة ولامعة.',
  ],
  [
    'Serve it hot with round bread to scoop up every bite.',
    'Servez-le chaud avec du pain rond pour saucer chaque bouchée.',
    'يقدم ساخنا مع الخبز البلدي لغمس كل لقمة.',
  ],
  [
    'The spices are toasted first so their scent fills the kitchen.',
    'Les épices sont d’abord grillées pour parfumer toute la cuisine.',
    'تحمص التوابل أولا حتى تملأ رائحتها المطبخ.',
  ],
  [
    'Families cook it on Fridays and share it from one large dish.',
    'Les familles le préparent le vendredi et le partagent dans un grand plat.',
    'تطهوه العائلات يوم الجمعة وتتقاسمه في طبق كبير.',
  ],
  [
    'A little saffron and ginger give it a warm golden colour.',
    'Un peu de safran et de gingembre lui donnent une couleur dorée.',
    'قليل من الزعفران والزنجبيل يمنحه لونا ذهبيا دافئا.',
  ],
  [
    'Fresh herbs are added at the end to keep their bright taste.',
    'Les herbes fraîches sont ajoutées à la fin pour garder leur fraîcheur.',
    'تضاف الأعشاب الطرية في النهاية لتحافظ على نكهتها.',
  ],
  [
    'It keeps well and tastes even better the next day.',
    'Il se conserve bien et il est encore meilleur le lendemain.',
    'يحفظ جيدا ويصبح ألذ في اليوم التالي.',
  ],
  [
    'Cooks in the market towns make it in clay pots over charcoal.',
    'Au souk, on le cuit dans un pot de terre sur le charbon.',
    'يطهى في الأسواق في أوان فخارية على الفحم.',
  ],
  [
    'Sweet and salty notes meet in every spoonful of it.',
    'Le sucré et le salé se rencontrent dans chaque cuillerée.',
    'يلتقي الحلو والمالح في كل ملعقة منه.',
  ],
  [
    'Guests are welcomed with it, followed by mint tea.',
    'On accueille les invités avec ce plat, suivi d’un thé à la menthe.',
    'يستقبل به الضيوف ثم يقدم بعده الشاي بالنعناع.',
  ],
  [
    'Children love it, and it is easy to make ahead of time.',
    'Les enfants l’adorent, et il se prépare facilement à l’avance.',
    'يحبه الأطفال ويسهل تحضيره مسبقا.',
  ],
  [
    'A drizzle of olive oil on top finishes it nicely.',
    'Un filet d’huile d’olive sur le dessus le termine joliment.',
    'رشة من زيت الزيتون فوقه تكمله بشكل جميل.',
  ],
];

/** The steps an instruction text draws four to eight of, one a line. */
export const STEPS: Trilingual[] = [
  [
    'Wash and chop the vegetables into even pieces.',
    'Lavez et coupez les légumes en morceaux réguliers.',
    'اغسل الخضر وقطعها قطعا متساوية.',
  ],
  [
    'Grate the onions and crush the garlic with a pinch of salt.',
    'Râpez les oignons et écrasez l’ail avec une pincée de sel.',
    'ابشر البصل واهرس الثوم مع رشة ملح.',
  ],
  [
    'Mix the spices with the oil and coat the main ingredient well.',
    'Mélangez les épices avec l’huile et enrobez bien l’ingrédient principal.',
    'اخلط التوابل مع الزيت وغلف المكون الرئيسي جيدا.',
  ],
  [
    'Brown everything over medium heat for ten minutes, stirring often.',
    'Faites revenir le tout à feu moyen dix minutes en remuant souvent.',
    'حمر كل شيء على نار متوسطة لمدة عشر دقائق مع التحريك.',
  ],
  [
    'Pour in a glass of water, cover and let it simmer gently.',
    'Versez un verre d’eau, couvrez et laissez mijoter doucement.',
    'أضف كأسا من الماء وغط القدر واتركه ينضج على نار هادئة.',
  ],
  [
    'Add the herbs and the remaining vegetables on top.',
    'Ajoutez les herbes et le reste des légumes par-dessus.',
    'أضف الأعشاب وباقي الخضر فوقه.',
  ],
  [
    'Taste, adjust the salt and reduce the sauce if needed.',
    'Goûtez, rectifiez le sel et faites réduire la sauce si besoin.',
    'تذوق وعدل الملح واترك المرقة تتكثف إذا لزم الأمر.',
  ],
  [
    'Knead the dough until smooth and let it rest under a cloth.',
    'Pétrissez la pâte jusqu’à ce qu’elle soit lisse et laissez-la reposer sous un linge.',
    'اعجن العجين حتى يصبح أملس واتركه يرتاح تحت قطعة قماش.',
  ],
  [
    'Steam the grains twice, fluffing them with butter in between.',
    'Cuisez la graine deux fois à la vapeur en l’aérant au beurre entre les deux.',
    'فور الحبوب مرتين وفككها بالزبدة بينهما.',
  ],
  [
    'Toast the almonds and sesame seeds until golden.',
    'Faites dorer les amandes et les graines de sésame.',
    'حمص اللوز والسمسم حتى يصيرا ذهبيين.',
  ],
  [
    'Arrange everything in a serving dish and decorate it.',
    'Dressez le tout dans un plat de service et décorez.',
    'رتب كل شيء في طبق التقديم وزينه.',
  ],
  [
    'Serve hot, with bread or a glass of mint tea.',
    'Servez chaud, avec du pain ou un verre de thé à la menthe.',
    'قدمه ساخنا مع الخبز أو كأس من الشاي بالنعناع.',
  ],
];
