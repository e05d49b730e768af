import { describe, expect, it } from 'vitest';
import { durationsIn, type StepLanguage } from './step-durations.ts';

/** [seconds, minSeconds, the phrase as written] */
type Expected = [number, number, string];
type Row = [string, StepLanguage, Expected[]];

const ENGLISH: Row[] = [
  ['Simmer for 20 minutes, stirring now and then.', 'en', [[1200, 1200, '20 minutes']]],
  ['Bake for 1 hour 30 minutes, until golden.', 'en', [[5400, 5400, '1 hour 30 minutes']]],
  ['Let the dough rest for 1 hour and 30 minutes.', 'en', [[5400, 5400, '1 hour and 30 minutes']]],
  ['Braise 1h30, then uncover.', 'en', [[5400, 5400, '1h30']]],
  ['Roast 1 h 30 at 180 °C.', 'en', [[5400, 5400, '1 h 30']]],
  ['Cook for 1.5 hours over a low heat.', 'en', [[5400, 5400, '1.5 hours']]],
  ['Leave to rise for 1 ½ hours.', 'en', [[5400, 5400, '1 ½ hours']]],
  ['Steam the couscous for 1½ hours in all.', 'en', [[5400, 5400, '1½ hours']]],
  ['Steam the vegetables for 1 1/2 hours.', 'en', [[5400, 5400, '1 1/2 hours']]],
  ['Fry the onions for 5 mins.', 'en', [[300, 300, '5 mins']]],
  ['Blanch for 30 seconds, then plunge into iced water.', 'en', [[30, 30, '30 seconds']]],
  ['Whisk for 45 sec.', 'en', [[45, 45, '45 sec']]],
  ['Microwave for 90s, then stir.', 'en', [[90, 90, '90s']]],
  ['Grill for 10m on each side.', 'en', [[600, 600, '10m']]],
  ['Bake for 1 hr 15 mins.', 'en', [[4500, 4500, '1 hr 15 mins']]],
  ['Bake for 2 hrs, covered.', 'en', [[7200, 7200, '2 hrs']]],
  ['Cook for 1 minute 30 seconds.', 'en', [[90, 90, '1 minute 30 seconds']]],
  ['Fry for 3 MINUTES.', 'en', [[180, 180, '3 MINUTES']]],
  ['Bake for 25\u00a0min.', 'en', [[1500, 1500, '25\u00a0min']]],
  ['Cook for one hour.', 'en', [[3600, 3600, 'one hour']]],
  ['Simmer for ten minutes with the lid on.', 'en', [[600, 600, 'ten minutes']]],
  ['Rest the meat for twenty-five minutes.', 'en', [[1500, 1500, 'twenty-five minutes']]],
  ['Soak the chickpeas for twelve hours.', 'en', [[43200, 43200, 'twelve hours']]],
  ['Cook a couple of minutes more.', 'en', [[120, 120, 'a couple of minutes']]],
  ['Cook for two and a half hours.', 'en', [[9000, 9000, 'two and a half hours']]],
  ['Give the dough a 10-minute rest.', 'en', [[600, 600, '10-minute']]],
  ['Cook for half an hour.', 'en', [[1800, 1800, 'half an hour']]],
  ['Leave to marinate for an hour and a half.', 'en', [[5400, 5400, 'an hour and a half']]],
  ['Chill for a quarter of an hour.', 'en', [[900, 900, 'a quarter of an hour']]],
  ['Bake for three quarters of an hour.', 'en', [[2700, 2700, 'three quarters of an hour']]],
  ['Stir for a minute or two.', 'en', [[120, 60, 'a minute or two']]],
  ['Bake for 20-25 minutes.', 'en', [[1500, 1200, '20-25 minutes']]],
  ['Bake for 20–25 min, until set.', 'en', [[1500, 1200, '20–25 min']]],
  ['Simmer for 20 to 25 minutes.', 'en', [[1500, 1200, '20 to 25 minutes']]],
  ['Braise for 1 to 2 hours, until tender.', 'en', [[7200, 3600, '1 to 2 hours']]],
  ['Poach for between 8 and 10 minutes.', 'en', [[600, 480, 'between 8 and 10 minutes']]],
  ['Simmer for 45 min–1 hour.', 'en', [[3600, 2700, '45 min–1 hour']]],
  ['Leave overnight, or 8 to 12 hours.', 'en', [[43200, 28800, '8 to 12 hours']]],
  [
    'Brown the meat for 5 minutes, then simmer 1 hour.',
    'en',
    [
      [300, 300, '5 minutes'],
      [3600, 3600, '1 hour'],
    ],
  ],
];

const FRENCH: Row[] = [
  ['Faites cuire 20 minutes à feu doux.', 'fr', [[1200, 1200, '20 minutes']]],
  ['Laissez mijoter 1 h 30.', 'fr', [[5400, 5400, '1 h 30']]],
  ['Enfournez pour 1h30 à 180 °C.', 'fr', [[5400, 5400, '1h30']]],
  ['Laissez reposer 1 heure 30 au frais.', 'fr', [[5400, 5400, '1 heure 30']]],
  ['Cuire 1 h 30 min à couvert.', 'fr', [[5400, 5400, '1 h 30 min']]],
  ['Faites cuire 1h05 à la vapeur.', 'fr', [[3900, 3900, '1h05']]],
  ['Comptez 1,5 heure de cuisson.', 'fr', [[5400, 5400, '1,5 heure']]],
  ['Laissez lever 1 ½ heure.', 'fr', [[5400, 5400, '1 ½ heure']]],
  ['Faites mijoter 1 heure ½.', 'fr', [[5400, 5400, '1 heure ½']]],
  ['Faites revenir 5 min.', 'fr', [[300, 300, '5 min']]],
  ['Faites revenir 3 mn en remuant.', 'fr', [[180, 180, '3 mn']]],
  ['Mixez 30 secondes.', 'fr', [[30, 30, '30 secondes']]],
  ['Fouettez 45 s à pleine vitesse.', 'fr', [[45, 45, '45 s']]],
  ['Laissez reposer 12 HEURES au frais.', 'fr', [[43200, 43200, '12 HEURES']]],
  ['Faites cuire 10\u202fmin.', 'fr', [[600, 600, '10\u202fmin']]],
  ['Cuire 1 heure et 10 minutes.', 'fr', [[4200, 4200, '1 heure et 10 minutes']]],
  ['Faites cuire dix minutes.', 'fr', [[600, 600, 'dix minutes']]],
  ['Laissez reposer deux heures.', 'fr', [[7200, 7200, 'deux heures']]],
  ['Laissez lever une bonne heure.', 'fr', [[3600, 3600, 'une bonne heure']]],
  ['Laissez mijoter une quinzaine de minutes.', 'fr', [[900, 900, 'une quinzaine de minutes']]],
  ['Laissez dorer une demi-heure.', 'fr', [[1800, 1800, 'une demi-heure']]],
  ['Laissez mijoter une heure et demie.', 'fr', [[5400, 5400, 'une heure et demie']]],
  ["Laissez reposer un quart d'heure.", 'fr', [[900, 900, "un quart d'heure"]]],
  ["Comptez trois quarts d'heure de cuisson.", 'fr', [[2700, 2700, "trois quarts d'heure"]]],
  ["Comptez 3/4 d'heure.", 'fr', [[2700, 2700, "3/4 d'heure"]]],
  ['Faites cuire deux heures et quart.', 'fr', [[8100, 8100, 'deux heures et quart']]],
  ['Cuisez une heure moins le quart.', 'fr', [[2700, 2700, 'une heure moins le quart']]],
  ['Faites cuire de 20 à 25 minutes.', 'fr', [[1500, 1200, 'de 20 à 25 minutes']]],
  ['Enfournez 20 à 25 min.', 'fr', [[1500, 1200, '20 à 25 min']]],
  ['Laissez cuire entre 20 et 25 minutes.', 'fr', [[1500, 1200, 'entre 20 et 25 minutes']]],
  ['Cuire 2-3 minutes de chaque côté.', 'fr', [[180, 120, '2-3 minutes']]],
  ['Faites cuire 20/25 min.', 'fr', [[1500, 1200, '20/25 min']]],
  ['Laissez cuire 1 à 2 heures selon la taille.', 'fr', [[7200, 3600, '1 à 2 heures']]],
  ['Cuire 1 h 30 à 2 h à feu doux.', 'fr', [[7200, 5400, '1 h 30 à 2 h']]],
  ['Remuez une minute ou deux.', 'fr', [[120, 60, 'une minute ou deux']]],
  ['Laissez infuser 2 ou 3 minutes.', 'fr', [[180, 120, '2 ou 3 minutes']]],
  [
    'Faites cuire 10 minutes, puis laissez reposer 1 h 30.',
    'fr',
    [
      [600, 600, '10 minutes'],
      [5400, 5400, '1 h 30'],
    ],
  ],
];

const ARABIC: Row[] = [
  ['اطهي المرق لمدة 20 دقيقة على نار هادئة.', 'ar', [[1200, 1200, '20 دقيقة']]],
  ['اتركيه يطهى ٢٠ دقيقة.', 'ar', [[1200, 1200, '٢٠ دقيقة']]],
  ['اخبزيه ۲۵ دقيقة في فرن ساخن.', 'ar', [[1500, 1500, '۲۵ دقيقة']]],
  ['اطهيه ١٫٥ ساعة على نار هادئة.', 'ar', [[5400, 5400, '١٫٥ ساعة']]],
  ['اضربي البيض 30 ثانية.', 'ar', [[30, 30, '30 ثانية']]],
  ['اتركي العجين يرتاح ساعة.', 'ar', [[3600, 3600, 'ساعة']]],
  ['حضري الصلصة قبل التقديم بساعة.', 'ar', [[3600, 3600, 'ساعة']]],
  ['اتركيه ساعة واحدة في الثلاجة.', 'ar', [[3600, 3600, 'ساعة واحدة']]],
  ['اطهي اللحم ساعتين على نار هادئة.', 'ar', [[7200, 7200, 'ساعتين']]],
  ['اتركي اللحم في التتبيلة لمدة ساعتين.', 'ar', [[7200, 7200, 'ساعتين']]],
  ['اتركيه يغلي دقيقة ثم أطفئي النار.', 'ar', [[60, 60, 'دقيقة']]],
  ['حمري اللوز دقيقتين.', 'ar', [[120, 120, 'دقيقتين']]],
  ['قلبي الخليط خمس دقائق.', 'ar', [[300, 300, 'خمس دقائق']]],
  ['اتركيه عشر دقائق.', 'ar', [[600, 600, 'عشر دقائق']]],
  ['اطهي الحمص ثلاث ساعات.', 'ar', [[10800, 10800, 'ثلاث ساعات']]],
  ['اطهيه خمسة وعشرين دقيقة.', 'ar', [[1500, 1500, 'خمسة وعشرين دقيقة']]],
  ['اطهيه على نار هادئة خمسة عشر دقيقة.', 'ar', [[900, 900, 'خمسة عشر دقيقة']]],
  ['طيبيه خمسطاش دقيقة.', 'ar', [[900, 900, 'خمسطاش دقيقة']]],
  ['خليه يطيب عشرة د الدقايق.', 'ar', [[600, 600, 'عشرة د الدقايق']]],
  ['اتركيه نصف ساعة في الثلاجة.', 'ar', [[1800, 1800, 'نصف ساعة']]],
  ['اتركيه لمدة نص ساعة.', 'ar', [[1800, 1800, 'نص ساعة']]],
  ['اطهيه ربع ساعة.', 'ar', [[900, 900, 'ربع ساعة']]],
  ['اتركيه ثلث ساعة.', 'ar', [[1200, 1200, 'ثلث ساعة']]],
  ['اطهي الدجاج ثلاثة أرباع ساعة.', 'ar', [[2700, 2700, 'ثلاثة أرباع ساعة']]],
  ['اطهي الطاجين ساعة ونصف.', 'ar', [[5400, 5400, 'ساعة ونصف']]],
  ['خليه يطيب ساعة ونص.', 'ar', [[5400, 5400, 'ساعة ونص']]],
  ['اطهيه ساعة وربع.', 'ar', [[4500, 4500, 'ساعة وربع']]],
  ['اتركيه ساعة إلا ربع.', 'ar', [[2700, 2700, 'ساعة إلا ربع']]],
  ['اطهيه ساعة الا ثلث.', 'ar', [[2400, 2400, 'ساعة الا ثلث']]],
  ['اطهي اللحم ساعتين إلا ربع.', 'ar', [[6300, 6300, 'ساعتين إلا ربع']]],
  ['اطهي اللحم ساعتين ونصف.', 'ar', [[9000, 9000, 'ساعتين ونصف']]],
  ['اطهي الكسكس ساعة و20 دقيقة.', 'ar', [[4800, 4800, 'ساعة و20 دقيقة']]],
  ['اطهيه ساعة وعشر دقائق.', 'ar', [[4200, 4200, 'ساعة وعشر دقائق']]],
  ['اتْرُكِيهِ سَاعَةً.', 'ar', [[3600, 3600, 'سَاعَةً']]],
  ['اتركيه ســاعة حتى يبرد.', 'ar', [[3600, 3600, 'ســاعة']]],
  ['اخبزيه من 20 إلى 25 دقيقة.', 'ar', [[1500, 1200, 'من 20 إلى 25 دقيقة']]],
  ['اخبزيه 20 إلى 25 دقيقة.', 'ar', [[1500, 1200, '20 إلى 25 دقيقة']]],
  ['اخبزيه 20-25 دقيقة.', 'ar', [[1500, 1200, '20-25 دقيقة']]],
  ['اطهيه من ساعة إلى ساعتين.', 'ar', [[7200, 3600, 'من ساعة إلى ساعتين']]],
  ['حركي دقيقة أو دقيقتين.', 'ar', [[120, 60, 'دقيقة أو دقيقتين']]],
  ['حركي دقيقة ولا جوج.', 'ar', [[120, 60, 'دقيقة ولا جوج']]],
  [
    'اطهي البصل 5 دقائق ثم أضيفي اللحم واتركيه ساعة ونصف.',
    'ar',
    [
      [300, 300, '5 دقائق'],
      [5400, 5400, 'ساعة ونصف'],
    ],
  ],
];

/** Temperatures, quantities, vague or ordinal words: no timer. */
const NOT_DURATIONS: Row[] = [
  ['Preheat the oven to 180°C.', 'en', []],
  ['Add 200 g of flour and 3 eggs.', 'en', []],
  ['Serves 4 to 6.', 'en', []],
  ['Cook for a few minutes, until soft.', 'en', []],
  ['Crack a second egg into the bowl.', 'en', []],
  ['Add 1 handful of mint.', 'en', []],
  ['Tie with 1 m of kitchen string.', 'en', []],
  ['Préchauffez le four à 180°C.', 'fr', []],
  ["Ajoutez 2 cuillères à soupe d'huile.", 'fr', []],
  ['Mélangez 200 g de farine et 3 œufs.', 'fr', []],
  ['Conservez dans un endroit sec.', 'fr', []],
  ['Retournez les galettes une seconde fois.', 'fr', []],
  ['Laissez cuire quelques minutes.', 'fr', []],
  ['Ajoutez 1 hareng fumé.', 'fr', []],
  ['سخني الفرن على 180 درجة.', 'ar', []],
  ['أضيفي 200 غ من الدقيق و3 بيضات.', 'ar', []],
  ['أضيفي ملعقتين من الزيت.', 'ar', []],
  ['قلبي القطع مرة ثانية.', 'ar', []],
  ['اتركيه بضع دقائق.', 'ar', []],
  ['اتركيه دقائق معدودة.', 'ar', []],
  ['حركي في اتجاه عقارب الساعة.', 'ar', []],
];

const ROWS = [...ENGLISH, ...FRENCH, ...ARABIC, ...NOT_DURATIONS];

describe('durationsIn', () => {
  it.each(ROWS)('%s (%s)', (text, lang, expected) =>
    expect(durationsIn(text, lang).map((d) => [d.seconds, d.minSeconds, d.text])).toEqual(expected),
  );

  it('gives offsets that slice back to each phrase, in order and without overlap', () => {
    for (const [text, lang] of ROWS) {
      let previousEnd = 0;
      for (const duration of durationsIn(text, lang)) {
        expect(text.slice(duration.start, duration.end)).toBe(duration.text);
        expect(duration.start).toBeGreaterThanOrEqual(previousEnd);
        expect(duration.end).toBeGreaterThan(duration.start);
        previousEnd = duration.end;
      }
    }
  });

  it('finds both durations of a French step, where they are', () => {
    expect(durationsIn('Faites cuire 10 minutes, puis laissez reposer 1 h 30.', 'fr')).toEqual([
      { seconds: 600, minSeconds: 600, start: 13, end: 23, text: '10 minutes' },
      { seconds: 5400, minSeconds: 5400, start: 46, end: 52, text: '1 h 30' },
    ]);
  });

  it('leaves an Arabic prefix letter out of the phrase', () => {
    const text = 'حضري الصلصة قبل التقديم بساعة.';
    const [duration] = durationsIn(text, 'ar');
    expect(duration?.start).toBe(text.indexOf('بساعة') + 1);
  });

  it('counts Arabic harakat and tatweel into the phrase, as written', () => {
    const text = 'اتْرُكِيهِ سَاعَةً ثم قدميه.';
    expect(durationsIn(text, 'ar')).toEqual([
      { seconds: 3600, minSeconds: 3600, start: 11, end: 18, text: 'سَاعَةً' },
    ]);
  });
});
