import { describe, expect, it } from 'vitest';
import { adminCreateInputSchema } from './admin.ts';
import { blogCategoryInputSchema, blogPostInputSchema } from './blog.ts';
import { categoryInputSchema } from './category.ts';
import { ingredientInputSchema } from './ingredient.ts';
import { recipeInputSchema } from './recipe.ts';
import {
  errorsOf,
  validCategory as category,
  validIngredient as ingredient,
  validRecipe as recipe,
} from './test-helpers.ts';
import { hasInvisibleCharacters, invisibleCharactersMessage } from './visible-text.ts';

const codePoints = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

const INVISIBLE = [
  ...codePoints(0x200b, 0x200f),
  ...codePoints(0x202a, 0x202e),
  ...codePoints(0x2066, 0x2069),
  0xfeff,
];
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

const ORDINARY_NAMES = [
  'Preserved lemons',
  'Crème fraîche',
  'Bœuf à l’étouffée',
  "Cook's choice",
  'Ras el-hanout',
  'Pied-de-mouton (Hedgehog mushroom)',
  'ليمون مصبر',
  'الحامض المرقد',
  'حَرِيرَة',
  'Harira — حريرة',
];

describe('visible text', () => {
  it.each(INVISIBLE.map(hex))('refuses %s', (code) => {
    const character = String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    expect(hasInvisibleCharacters(`Mint${character}tea`)).toBe(true);
  });

  it('lists exactly 15 refused code points and accepts their neighbours', () => {
    expect(INVISIBLE).toHaveLength(15);
    for (const neighbour of [0x200a, 0x2010, 0x2029, 0x202f, 0x2065, 0x206a, 0xfefe, 0xff01]) {
      expect(hasInvisibleCharacters(`a${String.fromCodePoint(neighbour)}b`), hex(neighbour)).toBe(
        false,
      );
    }
  });

  it.each(ORDINARY_NAMES)('accepts the ordinary name %s', (name) => {
    expect(hasInvisibleCharacters(name)).toBe(false);
  });

  it('names the field and the refused ranges', () => {
    expect(invisibleCharactersMessage('English name')).toBe(
      'English name cannot contain invisible or direction-control characters ' +
        '(U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF)',
    );
  });
});

const admin = {
  username: 'fatima_z',
  email: 'fatima@chhiwat.ma',
  password: 'Zaalouk-2025!x',
  confirmPassword: 'Zaalouk-2025!x',
  role_template: 'admin',
};

/** Every identifying field of every form, with its label and a valid form around it. */
const FIELDS = [
  ...(
    [
      ['name_en', 'English name'],
      ['name_fr', 'French name'],
      ['name_ar', 'Arabic name'],
      ['name_darija', 'Darija name'],
    ] as const
  ).map(([field, label]) => ({ schema: ingredientInputSchema, form: ingredient, field, label })),
  ...(
    [
      ['name_en', 'English name'],
      ['name_fr', 'French name'],
      ['name_ar', 'Arabic name'],
    ] as const
  ).map(([field, label]) => ({
    schema: categoryInputSchema('ingredient'),
    form: category,
    field,
    label,
  })),
  ...(
    [
      ['title_en', 'English title'],
      ['title_fr', 'French title'],
      ['title_ar', 'Arabic title'],
    ] as const
  ).map(([field, label]) => ({ schema: recipeInputSchema, form: recipe, field, label })),
  ...(
    [
      ['title_en', 'English title'],
      ['title_fr', 'French title'],
      ['title_ar', 'Arabic title'],
    ] as const
  ).map(([field, label]) => ({
    schema: blogPostInputSchema,
    form: { title_en: 'Mint tea', title_fr: 'Thé', title_ar: 'أتاي' },
    field,
    label,
  })),
  {
    schema: blogCategoryInputSchema,
    form: { name: 'Street Food' },
    field: 'name',
    label: 'Category name',
  },
  { schema: adminCreateInputSchema, form: admin, field: 'username', label: 'Username' },
  { schema: adminCreateInputSchema, form: admin, field: 'email', label: 'Email' },
];

describe('names and titles refuse invisible and direction-control characters', () => {
  it.each(FIELDS.map((entry) => [`${entry.field} (${entry.label})`, entry] as const))(
    '%s',
    (_, { schema, form, field, label }) => {
      const original = (form as Record<string, string>)[field] ?? '';
      expect(errorsOf(schema, form)).toEqual({});
      for (const codePoint of INVISIBLE) {
        const spoofed = `${original.slice(0, 2)}${String.fromCodePoint(codePoint)}${original.slice(2)}`;
        expect(errorsOf(schema, { ...form, [field]: spoofed }), hex(codePoint)).toEqual({
          [field]: invisibleCharactersMessage(label),
        });
      }
    },
  );

  it('accepts ordinary names with accents, hyphens, apostrophes and Arabic letters', () => {
    for (const name of ORDINARY_NAMES) {
      expect(
        errorsOf(ingredientInputSchema, { ...ingredient, name_en: name, name_ar: name }),
      ).toEqual({});
      expect(errorsOf(recipeInputSchema, { ...recipe, title_fr: name })).toEqual({});
      expect(errorsOf(blogCategoryInputSchema, { name })).toEqual({});
    }
  });

  it('leaves long free text alone: marks may be needed in mixed Arabic and Latin', () => {
    const mixed = 'أضف 2 ملاعق\u200F cumin\u200E ثم حرّك';
    expect(errorsOf(recipeInputSchema, { ...recipe, instructions_ar: mixed })).toEqual({});
    expect(errorsOf(ingredientInputSchema, { ...ingredient, description_ar: mixed })).toEqual({});
  });
});
