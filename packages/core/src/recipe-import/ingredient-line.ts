// One file over 300 lines: one reader of a line, left to right (quantity, unit, name, note); its
// steps hand each other the rest of the line, and numbers.ts and units.ts already hold the tables.
import type { Unit } from '../catalogue.ts';
import { cleanText } from './clean-text.ts';
import { NUMBER_WORDS, foldDigits, readQuantity, roundQuantity } from './numbers.ts';
import {
  ARABIC_PLURAL_UNIT_WORDS,
  UNIT_AFTER_PATTERN,
  UNIT_SIZE_PATTERN,
  readUnit,
  type UnitAt,
} from './units.ts';

/** One ingredient line of an imported recipe, read into the recipe form's terms. */
export interface ParsedIngredientLine {
  /** The line as cleaned (tags, entities and extra spaces gone), otherwise as written. */
  text: string;
  /** In `unit` (converted when the line's unit is not the form's: 25 cl → 250 ml); null: none written. */
  quantity: number | null;
  /** The high end of a range ("2-3", "2 à 3"): `quantity` is the low end. */
  quantityMax?: number;
  /**
   * The form's unit: the one written, or 'piece' for a counted thing ("3 eggs"); null when no
   * quantity is written or the unit word is one the form has no unit for (see `unitText`).
   */
  unit: Unit | null;
  /** The unit word as written ("c. à soupe", "oz", "cans"); null when the line has none. */
  unitText: string | null;
  /** What the line is of, without quantity, unit, "of"/"de"/"من" or notes. */
  name: string;
  /** Parentheses, what follows a comma ("chopped"), "to taste", size words: joined by ", ". */
  note?: string;
}

/** Arabic short vowels, shadda, sukun, superscript alef and tatweel: they never change a word. */
const ARABIC_MARK_PATTERN = /[\u064B-\u065F\u0670\u0640]/g;
const BULLET_PATTERN = /^[\s\-–—•*·▢☐□■▪◦○●✓✔➤►>]+/u;
const BRACKETED_PATTERN = /\(([^()]*)\)|\[([^[\]]*)\]/g;
const SPACES = /\s+/g;

/** "a few", "some", "un peu de", "quelques", "قليل من": no quantity, kept as a note. */
const VAGUE_PATTERN =
  /^(a\s+few|a\s+little(?:\s+bit)?|a\s+bit|a\s+couple|some|quelques|un\s+peu|une\s+petite\s+quantit[ée]|قليل|القليل|بعض|شوي[ةه]|شي)(?:\s+(?:of|de|d['’]|من))?(?![\p{L}\p{N}])\s*/iu;

/** Amounts written as words, with what may follow them ("half a cup", "un quart de tasse"). */
const FRACTION_WORDS: readonly [RegExp, number][] = [
  [/^(?:(?:a|one)\s+dozen|une\s+douzaine)/iu, 12],
  [/^(?:(?:two|2)\s+thirds|(?:deux|2)\s+tiers|(?:ثلثي|ثلثا|ثلثين))/iu, 2 / 3],
  [/^(?:(?:three|3)\s+quarters|(?:trois|3)\s+quarts|(?:ثلاث[ةه]?|3)\s+(?:أرباع|ارباع))/iu, 3 / 4],
  [/^(?:(?:a|an|one)\s+)?half|^(?:une?\s+)?demie?|^(?:la\s+)?moiti[ée]|^(?:نصف|نص)/iu, 1 / 2],
  [/^(?:(?:a|one)\s+)?quarter|^(?:un\s+)?quart|^ربع/iu, 1 / 4],
  [/^(?:(?:a|one)\s+)?third|^(?:un\s+)?tiers|^ثلث/iu, 1 / 3],
];
/** What may follow a fraction word before the unit: "half of a cup", "un quart d'une tasse". */
const AFTER_FRACTION_PATTERN =
  /^(?:\s*-\s*|\s+(?:of\s+(?:an?\s+)?|an?\s+|de\s+(?:la\s+)?|d['’](?:une?\s+)?|du\s+)?)/iu;
const WORD_PATTERN = /^(\p{L}+)(?![\p{L}\p{N}])/u;
const ARTICLES = new Set(['a', 'an', 'un', 'une']);
/** "1 and a half", "une cuillère et demie", "كأس ونصف": half a unit more. */
const AND_A_HALF_PATTERN = /^\s*(?:and\s+a\s+half|et\s+demie?|و\s*نصف|و\s*نص)(?![\p{L}\p{N}])/iu;

/** "of", "de", "d'", "من", "ديال": between the amount and the name. */
const CONNECTOR_PATTERN =
  /^(?:of\s+(?:the\s+)?|de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|de\s+|d['’]\s*|من\s+|ديال\s+|د\s+)/iu;
/** Ends of a line that are notes: "to taste", "au goût", "حسب الذوق", "optional"… */
const TRAILING_NOTE_PATTERN =
  /[\s,]*(to\s+taste|as\s+needed|as\s+required|for\s+(?:frying|serving|garnish(?:ing)?|decoration|the\s+\p{L}+)|optional|optionnel(?:le)?|selon\s+(?:le|votre)\s+go[uû]t|au\s+go[uû]t|[àa]\s+volont[ée]|pour\s+(?:la\s+)?(?:friture|d[ée]coration|servir|le\s+service)|facultati(?:f|ve)|حسب\s+(?:الذوق|الرغب[ةه]|الحاج[ةه])|للتزيين|للقلي|للتقديم|اختياري[ةه]?)\s*$/iu;
/** "Optional: 2 tbsp pine nuts", "Facultatif : 1 pincée de safran": a note before the line. */
const LEADING_NOTE_PATTERN =
  /^(optional|optionnel(?:le)?|facultati(?:f|ve)|اختياري[ةه]?)\s*[:：\-–—]\s*/iu;
/** Where the name stops and a note begins: a comma (Latin or Arabic), a semicolon, a spaced dash. */
const NOTE_SPLIT_PATTERN = /\s*[,،;؛]\s*|\s+[-–—]\s+/u;
const TRIM_PUNCTUATION = /^[\s.:;,،؛\-–—*]+|[\s.:;,،؛\-–—*]+$/gu;

interface Amount {
  quantity: number | null;
  quantityMax?: number;
  unit: UnitAt | null;
  notes: string[];
  /** What follows the amount. */
  rest: string;
  /** Whether a number (digits or a number word) was written, not implied by a unit word. */
  written: boolean;
}

/** The number at the start: digits, a number word, a fraction word or an article ("a", "une"). */
function readLeadingQuantity(
  text: string,
): { value: number; max?: number; length: number; article: boolean } | null {
  const quantity = readQuantity(text);
  if (quantity) {
    const half = AND_A_HALF_PATTERN.exec(text.slice(quantity.length));
    if (half && quantity.max === undefined)
      return {
        value: quantity.value + 0.5,
        length: quantity.length + half[0].length,
        article: false,
      };
    return { ...quantity, article: false };
  }
  for (const [pattern, value] of FRACTION_WORDS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const after = AFTER_FRACTION_PATTERN.exec(text.slice(found[0].length));
    const end = found[0].length + (after?.[0].length ?? 0);
    // "moitié" and "quart" are fractions only before what they divide
    if (end === text.length || /\p{L}/u.test(text[found[0].length] ?? '')) continue;
    return { value, length: end, article: false };
  }
  const found = WORD_PATTERN.exec(text);
  const first = found?.[1]?.toLowerCase();
  if (!found || !first) return null;
  const value = ARTICLES.has(first) ? 1 : NUMBER_WORDS[first];
  if (value === undefined || found[0].length === text.length) return null;
  const spaced = /^\s+/.exec(text.slice(found[0].length));
  if (!spaced) return null;
  const length = found[0].length + spaced[0].length;
  const half = AND_A_HALF_PATTERN.exec(text.slice(found[0].length));
  if (half) return { value: value + 0.5, length: found[0].length + half[0].length, article: false };
  return { value, length, article: ARTICLES.has(first) };
}

/** Whether a unit word is a plural, which without a number says "some" rather than one. */
function isPluralUnit(unit: UnitAt): boolean {
  const first = unit.text.split(/\s/)[0] ?? '';
  if (ARABIC_PLURAL_UNIT_WORDS.has(first)) return true;
  return /^\p{Script=Latin}{4,}$/u.test(first) && /[sx]$/i.test(first);
}

/** Quantity, range and unit at the start of `text`. */
function readAmount(text: string): Amount {
  const notes: string[] = [];
  let rest = text;
  const vague = VAGUE_PATTERN.exec(rest);
  if (vague?.[1]) {
    notes.push(vague[1].replace(SPACES, ' '));
    rest = rest.slice(vague[0].length);
  }
  const leading = vague ? null : readLeadingQuantity(rest);
  let quantity = leading?.value ?? null;
  const quantityMax = leading?.max;
  if (leading) rest = rest.slice(leading.length).trimStart();

  // a size word counts only before a unit: "1 heaped tsp", but "2 large eggs"
  const size = UNIT_SIZE_PATTERN.exec(rest);
  let unit = readUnit(size ? rest.slice(size[0].length) : rest);
  // Without a number, a unit word is the amount ("pinch of salt", "ملعقة صغيرة كمون") unless it
  // is an abbreviation ("g", "l", "مل"; but "فص ثوم" is a clove), a piece ("حبة حلاوة" is anise)
  // or a container or part ("Zeste de citron"). A plural ("cups of…") is a unit, no quantity.
  if (
    unit &&
    !leading &&
    !vague &&
    !unit.dual &&
    (unit.word.unit === 'piece' || unit.word.needsNumber || (unit.length < 3 && unit.text !== 'فص'))
  )
    unit = null;
  if (unit) {
    if (size) notes.push(size[0].trim());
    rest = rest.slice((size?.[0].length ?? 0) + unit.length);
    if (quantity === null && !vague && !isPluralUnit(unit)) quantity = unit.dual ? 2 : 1;
    const after = UNIT_AFTER_PATTERN.exec(rest);
    if (after) {
      notes.push(after[0].trim());
      rest = rest.slice(after[0].length);
    }
    const half = AND_A_HALF_PATTERN.exec(rest);
    if (half && quantity !== null && quantityMax === undefined) {
      quantity += 0.5;
      rest = rest.slice(half[0].length);
    }
    // the same amount in other units: "200 g / 7 oz butter"
    const other = /^\s*\/\s*/.exec(rest);
    if (other) {
      const alternative = readQuantity(rest.slice(other[0].length));
      const alternativeUnit =
        alternative && readUnit(rest.slice(other[0].length + alternative.length).trimStart());
      if (alternative && alternativeUnit) {
        const start = other[0].length;
        const afterNumber = rest.slice(start + alternative.length);
        const end =
          start + alternative.length + (afterNumber.length - afterNumber.trimStart().length);
        notes.push(rest.slice(start, end + alternativeUnit.length).trim());
        rest = rest.slice(end + alternativeUnit.length);
      }
    }
  }
  return {
    quantity,
    ...(quantityMax !== undefined && { quantityMax }),
    unit,
    notes,
    rest: rest.trim(),
    written: leading !== null && !leading.article,
  };
}

/** An amount and nothing else ("200 g", "1 c. à soupe"), as written after a name or in brackets. */
function readAmountOnly(text: string): Amount | null {
  const amount = readAmount(text.replace(TRIM_PUNCTUATION, ''));
  return amount.quantity !== null && amount.rest === '' && amount.written ? amount : null;
}

function stripConnector(text: string): string {
  const found = CONNECTOR_PATTERN.exec(text);
  return found ? text.slice(found[0].length) : text;
}

function unitOf(amount: Amount): {
  quantity: number | null;
  quantityMax?: number;
  unit: Unit | null;
  unitText: string | null;
} {
  const { quantity, quantityMax, unit } = amount;
  if (quantity === null) return { quantity: null, unit: null, unitText: unit?.text ?? null };
  const { factor = 1, roundConverted = false } = unit?.word ?? {};
  const convert = (value: number) => {
    const converted = value * factor;
    return roundConverted ? Math.max(1, Math.round(converted)) : roundQuantity(converted);
  };
  return {
    quantity: convert(quantity),
    ...(quantityMax !== undefined && { quantityMax: convert(quantityMax) }),
    unit: unit ? unit.word.unit : 'piece',
    unitText: unit?.text ?? null,
  };
}

/**
 * Reads an ingredient line of an imported recipe: "2 c. à soupe d'huile d'olive", "1 bunch fresh
 * coriander, chopped", "½ cuillère à café de cumin", "ملعقة صغيرة كمون". See
 * `ParsedIngredientLine` for what each field holds. Never throws: a line it cannot read comes
 * back whole as the name, with no quantity.
 */
export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = cleanText(line);
  try {
    return parseCleanLine(text);
  } catch {
    return { text, quantity: null, unit: null, unitText: null, name: text };
  }
}

function parseCleanLine(text: string): ParsedIngredientLine {
  const notes: string[] = [];
  const bracketed: string[] = [];
  let body = foldDigits(text.replace(ARABIC_MARK_PATTERN, ''))
    .replace(BULLET_PATTERN, '')
    .replace(BRACKETED_PATTERN, (_whole, round: string | undefined, square: string | undefined) => {
      const inside = (round ?? square ?? '').trim();
      if (inside) bracketed.push(inside);
      return ' ';
    })
    .replace(SPACES, ' ')
    .trim();
  const leading = LEADING_NOTE_PATTERN.exec(body);
  if (leading?.[1]) {
    notes.push(leading[1]);
    body = body.slice(leading[0].length);
  }

  let amount = readAmount(body);
  body = amount.rest;
  // "Farine : 500 g", "Sucre - 200 g", "Sel, 1 pincée": the amount after the name
  if (amount.quantity === null && !amount.unit) {
    const split = /^(.+?)\s*(?::|\s[-–—]\s)\s*(.+)$/u.exec(body);
    const after = split?.[2] ? readAmountOnly(split[2]) : null;
    if (split?.[1] && after) {
      amount = { ...after, notes: [...amount.notes, ...after.notes] };
      body = split[1];
    }
  }
  notes.push(...amount.notes);

  let name = stripConnector(body.replace(TRIM_PUNCTUATION, ''));
  const [head = '', ...tail] = name.split(NOTE_SPLIT_PATTERN);
  name = head;
  const tailNotes = tail.map((part) => part.trim()).filter(Boolean);
  if (amount.quantity === null && !amount.unit && tailNotes.length) {
    // "Sel, 1 pincée"
    const after = readAmountOnly(tailNotes[0] ?? '');
    if (after) {
      amount = { ...after, notes: [...amount.notes, ...after.notes] };
      notes.push(...after.notes);
      tailNotes.shift();
    }
  }
  // "Sugar (200 g)": the amount in brackets
  if (amount.quantity === null && !amount.unit) {
    const at = bracketed.findIndex((inside) => readAmountOnly(inside));
    const inside = at >= 0 ? readAmountOnly(bracketed[at] ?? '') : null;
    if (inside) {
      amount = inside;
      notes.push(...inside.notes);
      bracketed.splice(at, 1);
    }
  }
  notes.push(...bracketed);
  const trailing = TRAILING_NOTE_PATTERN.exec(name);
  if (trailing?.[1] && trailing.index > 0) {
    notes.push(trailing[1]);
    name = name.slice(0, trailing.index);
  }
  notes.push(...tailNotes);
  name = name.replace(TRIM_PUNCTUATION, '').trim();

  // "3 cloves", "4 gousses": the unit word was the ingredient
  if (!name && amount.unit && amount.unit.word.unit === 'clove') {
    name = amount.unit.text;
    amount = { ...amount, unit: null };
    if (!amount.written) amount = { ...amount, quantity: null };
  }
  const { quantity, quantityMax, unit, unitText } = unitOf(amount);
  const usable = quantity !== null && quantity > 0 && Number.isFinite(quantity);
  const note = notes
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    text,
    quantity: usable ? quantity : null,
    ...(usable && quantityMax !== undefined && { quantityMax }),
    unit: usable ? unit : null,
    unitText,
    name: name || (quantity === null ? text : ''),
    ...(note && { note }),
  };
}
