// One file over 300 lines: the body generators (its first half) serve one walk of the route table
// per database, with one app and one set of rows that every fuzz pass writes against.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminCreateInputSchema,
  adminPasswordResetInputSchema,
  blogCategoryInputSchema,
  blogPostInputSchema,
  BUCKETS,
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  categoryInputSchema,
  ingredientInputSchema,
  loginInputSchema,
  passwordChangeInputSchema,
  recipeIngredientInputSchema,
  recipeInputSchema,
  substitutionInputSchema,
  type CategoryType,
} from '@chhiwat/core';
import type { Database } from './db/schema.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { createAccount, signIn, STRONG_PASSWORD } from './test/admins.ts';
import { testDatabaseKinds } from './test/database.ts';

/**
 * Issue #11 (Input): every write endpoint, fed random and hostile bodies and path parameters, never
 * answers 5xx, refuses with the error shape (a 400 names its field), and a refused call leaves the
 * database exactly as it was.
 */

/**
 * Calls per endpoint for each kind of input, so the file stays under 90 s on both databases. A failure
 * prints fast-check's seed and path: pass them to that route's fc.assert to replay it.
 */
const RUNS = { randomJson: 4, hostileFields: 7, rawBodies: 7, mutations: 10, pathParams: 6 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Write routes the fuzz leaves alone, each with its reason; the inventory test checks each still exists. */
const NOT_FUZZED: Record<string, string> = {
  'POST /api/admin/auth/logout':
    'takes no body, and would end the session every other call here signs in with',
  'POST /api/admin/auth/logout-everywhere':
    'takes no body, and would end every session of the admin the fuzz signs in as (modules/auth/sessions.test.ts)',
  'POST /api/admin/recipes/import':
    'fetches the link it is given, and a fuzzed link must never reach a real resolver or address; ' +
    'its bodies and refusals are tested with loopback hosts only (modules/recipe-import, platform/safe-fetch)',
  'POST /api/admin/images/:bucket/from-url':
    'fetches the image at the link it is given: never a fuzzed link, for the same reason; tested with ' +
    'loopback hosts in modules/recipe-import/routes.test.ts',
};

/** Routes whose body is not JSON: still fed every hostile body here, but they have no fields to break. */
const RAW_BODY_ROUTES: Record<string, string> = {
  'POST /api/admin/images/:bucket':
    'takes image bytes; real and forged uploads are covered by modules/images/routes.test.ts',
};

/** Tables left out of the database fingerprint, each because a refused call legitimately writes it. */
const VOLATILE_TABLES: Record<string, string> = {
  login_attempts:
    'a refused sign-in (401, then 429) counts the failure against the account and the address: ' +
    'that write is the lockout rule itself (back-office.md §8 Login)',
};

/** An id no row has, inside PostgreSQL's integer range. */
const ABSENT_ID = 2_000_000_000;
const CATEGORY_TYPES: CategoryType[] = ['ingredient', 'recipe'];

interface WriteRoute {
  method: string;
  url: string;
  key: string;
}

type Db = Kysely<Database>;
type Params = Record<string, string>;

interface BodySpec {
  /** Every top-level field the endpoint's schema knows. */
  fields: readonly string[];
  /** Fields holding a list of records, with the records' own fields. */
  itemFields?: Record<string, readonly string[]>;
  /** A body that passes validation, built from the data as it is now. */
  valid: (db: Db, params: Params) => Promise<Record<string, unknown>>;
}

const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape);

async function firstSlug(db: Db, table: string, onlyActive = false) {
  const where = onlyActive ? sql`where is_active` : sql``;
  const { rows } = await sql<{
    slug: string;
  }>`select slug from ${sql.table(table)} ${where} order by id limit 1`.execute(db);
  return rows[0]?.slug ?? 'none';
}

const recipeSpec: BodySpec = {
  fields: fieldsOf(recipeInputSchema),
  itemFields: { ingredients: fieldsOf(recipeIngredientInputSchema) },
  valid: async (db) => ({
    title_en: 'Fuzz tagine',
    title_fr: 'Tajine du fuzz',
    title_ar: 'طاجين',
    instructions_en: 'Simmer slowly.',
    prep_time: 10,
    cooking_time: 20,
    difficulty: 'easy',
    category: await firstSlug(db, 'recipe_categories'),
    ingredients: [{ ingredient_slug: await firstSlug(db, 'ingredients'), quantity: 2 }],
  }),
};

const ingredientSpec: BodySpec = {
  fields: fieldsOf(ingredientInputSchema),
  valid: async (db) => ({
    slug: 'fuzz-ingredient',
    name_en: 'Fuzz',
    name_fr: 'Fuzz',
    name_ar: 'فز',
    name_darija: 'fuzz',
    category: await firstSlug(db, 'ingredient_categories', true),
  }),
};

const categorySpec: BodySpec = {
  fields: fieldsOf(categoryInputSchema('recipe')),
  valid: async (_db, params) => {
    const type = params.type === 'ingredient' ? 'ingredient' : 'recipe';
    return {
      name_en: 'Fuzz',
      name_fr: 'Fuzz',
      name_ar: 'فز',
      color: CATEGORY_COLORS[type][0],
      icon: CATEGORY_ICONS[0],
    };
  },
};

const substitutionSpec: BodySpec = {
  fields: fieldsOf(substitutionInputSchema),
  valid: async (db) => {
    // a pair no rule has yet: the two ingredients with the highest ids
    const { rows } = await sql<{ slug: string }>`
      select slug from ingredients order by id desc limit 2`.execute(db);
    return {
      missing: rows[0]?.slug ?? 'none',
      using: [rows[1]?.slug ?? 'none'],
      quality: 'close',
      note_en: 'Fuzz note',
      note_fr: 'Note du fuzz',
      note_ar: 'ملاحظة',
    };
  },
};

const blogPostSpec: BodySpec = {
  fields: fieldsOf(blogPostInputSchema),
  valid: async () => ({ title_en: 'Fuzz post', content_en: '<p>Harira</p>' }),
};

/** What each endpoint reads; a new JSON write endpoint must be added here (the inventory test says so). */
const BODY_SPECS: Record<string, BodySpec> = {
  'POST /api/admin/auth/login': {
    fields: fieldsOf(loginInputSchema),
    valid: async () => ({ identifier: 'nobody', password: 'Not-the-password-1' }),
  },
  'POST /api/admin/admins': {
    fields: fieldsOf(adminCreateInputSchema),
    valid: async () => ({
      username: 'fuzz_admin',
      email: 'fuzz_admin@chhiwat.test',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      role_template: 'admin',
    }),
  },
  // This schema is declared in modules/admins/routes.ts.
  'PATCH /api/admin/admins/:id': {
    fields: ['role_template', 'is_active'],
    valid: async () => ({ is_active: true }),
  },
  'POST /api/admin/admins/:id/password': {
    fields: fieldsOf(adminPasswordResetInputSchema),
    valid: async () => ({ password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
  },
  // Valid in form, but never the right current password: the fuzz's own session must survive.
  'POST /api/admin/auth/password': {
    fields: fieldsOf(passwordChangeInputSchema),
    valid: async () => ({
      currentPassword: 'Not-the-password-1',
      newPassword: 'Fuzz-Passw0rd-2!',
      confirmPassword: 'Fuzz-Passw0rd-2!',
    }),
  },
  'POST /api/admin/recipes': recipeSpec,
  'PUT /api/admin/recipes/:id': recipeSpec,
  'POST /api/admin/ingredients': ingredientSpec,
  'PUT /api/admin/ingredients/:id': ingredientSpec,
  'POST /api/admin/categories/:type': categorySpec,
  'PUT /api/admin/categories/:type/:id': categorySpec,
  'POST /api/admin/blog/posts': blogPostSpec,
  'PUT /api/admin/blog/posts/:id': blogPostSpec,
  'POST /api/admin/substitutions': substitutionSpec,
  'PUT /api/admin/substitutions/:id': substitutionSpec,
  'POST /api/admin/blog/categories': {
    fields: fieldsOf(blogCategoryInputSchema),
    valid: async () => ({ name: 'Fuzz category' }),
  },
};

/** The table each `:id` names, so the fuzz can aim at rows that exist. */
const ID_TABLES: Record<string, (params: Params) => string | undefined> = {
  '/api/admin/admins/:id': () => 'admins',
  '/api/admin/admins/:id/password': () => 'admins',
  '/api/admin/recipes/:id': () => 'recipes',
  '/api/admin/ingredients/:id': () => 'ingredients',
  '/api/admin/blog/posts/:id': () => 'blog_posts',
  '/api/admin/blog/categories/:id': () => 'blog_categories',
  '/api/admin/substitutions/:id': () => 'substitutions',
  '/api/admin/categories/:type/:id': (params) =>
    CATEGORY_TYPES.includes(params.type as CategoryType) ? `${params.type}_categories` : undefined,
};

/** Path parameters the fuzz knows how to fill with real values. */
const KNOWN_PARAMS = new Set(['id', 'type', 'bucket', 'name']);

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

// ---------------------------------------------------------------- hostile values

const SQL_PAYLOADS = [
  "'; drop table recipes; --",
  "' or '1'='1",
  '1; delete from admins',
  "tagine' union select password_hash from admins --",
  "\\'; truncate ingredients cascade; --",
  '$$; drop table sessions; $$',
  "%' and pg_sleep(5) --",
];
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe srcdoc="<script>parent.x=1</script>">',
];
const MASS_ASSIGNMENT_KEYS = [
  'id',
  'role',
  'is_admin',
  'password_hash',
  'created_by',
  'updated_by',
  'author_id',
  'created_at',
  'toString',
  'hasOwnProperty',
];

/** A long run of one character, printed short when fast-check reports it. */
class HugeText {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}
  toJSON() {
    return this.unit.repeat(this.length);
  }
  [fc.toStringMethod]() {
    return `'${this.unit}'×${this.length}`;
  }
}

const hugeText = fc
  .record({
    unit: fc.constantFrom('a', 'Z', '9', 'é', '<', "'", 'ش', '😀', ' '),
    length: fc.integer({ min: 100_000, max: 1_000_000 }),
  })
  .map(({ unit, length }) => new HugeText(unit, length));

/** An array nested `depth` deep, printed short. */
function nestedArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let level = 1; level < depth; level++) value = [value];
  return Object.assign(value, { [fc.toStringMethod]: () => `[[…]] ×${depth}` });
}

const textWithNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);

/** Values of a type the field cannot take (or too big to store): never a plain, short string. */
const primitive = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
);
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({}, { $ne: null }, { $gt: '' }, { length: 1 }),
  fc.array(fc.oneof(primitive, fc.constant({})), { minLength: 1, maxLength: 4 }),
  fc.integer({ min: 2, max: 500 }).map(nestedArray),
  hugeText,
  textWithNul,
);

/** Texts too short to make a slug of, and texts that are only spaces or punctuation. */
const TINY_TEXTS = ['0', 'x', 'É', '-', ' ', '!!', '\t'];

const hostileText = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...TINY_TEXTS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  textWithNul,
);
const hostileValue = fc.oneof(wrongValue, hostileText, fc.jsonValue({ maxDepth: 3 }));
const unknownKey = fc.oneof(
  fc.constantFrom(...MASS_ASSIGNMENT_KEYS),
  fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/).map((name) => `unknown_${name}`),
);

// ---------------------------------------------------------------- requests

interface FuzzBody {
  contentType: string | undefined;
  payload: string;
}

const json = (value: unknown): FuzzBody => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? '',
});

function describeCall(method: string, url: string, body: FuzzBody) {
  const preview =
    body.payload.length > 200
      ? `${body.payload.slice(0, 200)}… (${body.payload.length} chars)`
      : body.payload;
  return `${method} ${url} [${body.contentType ?? 'no content-type'}] ${JSON.stringify(preview)}`;
}

const errorShape = z.strictObject({
  error: z.looseObject({
    code: z.string().min(1),
    message: z.string().min(1),
    fields: z.record(z.string().min(1), z.string().min(1)).optional(),
  }),
});
type ErrorBody = z.infer<typeof errorShape>;

interface UserTable {
  table: string;
  /** Primary-key columns, in key order; empty for a table without one. */
  keys: string[];
}

async function userTables(db: Db): Promise<UserTable[]> {
  const { rows } = await sql<{ table: string; keys: string[] | null }>`
    select c.relname as table,
      (select array_agg(a.attname::text order by k.ord)
         from pg_index i
         cross join unnest(i.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as keys
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
    order by c.relname`.execute(db);
  return rows
    .filter((row) => !(row.table in VOLATILE_TABLES))
    .map((row) => ({ table: row.table, keys: row.keys ?? [] }));
}

/**
 * The database's fingerprint: per table, its row count and an md5 of its rows in primary-key order,
 * computed in SQL. Hashing every row after every call is slow, so a table's md5 is recomputed only
 * when its row count or its newest row version (max xmin) moved: a table no committed write touched
 * cannot have changed. The comparison itself is always on count and md5.
 */
async function databaseFingerprint(db: Db) {
  const tables = await userTables(db);
  const versions = sql<{ name: string; version: string }>`${sql.join(
    tables.map(
      ({ table }) => sql`select ${sql.lit(table)} as name,
        count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as version
        from ${sql.table(table)} as x`,
    ),
    sql` union all `,
  )}`;
  const digest = async ({ table, keys }: UserTable) => {
    const order = keys.length ? sql.join(keys.map((key) => sql.ref(`x.${key}`))) : sql`x::text`;
    const { rows } = await sql<{ digest: string }>`
      select count(*)::text || ' ' || md5(coalesce(string_agg(x::text, E'\\n' order by ${order}), '')) as digest
      from ${sql.table(table)} as x`.execute(db);
    return rows[0]?.digest ?? '';
  };
  const known = new Map<string, { version: string; digest: string }>();
  return async () => {
    const fingerprint: Record<string, string> = {};
    for (const { name, version } of (await versions.execute(db)).rows) {
      let entry = known.get(name);
      if (entry?.version !== version) {
        const table = tables.find((candidate) => candidate.table === name) as UserTable;
        entry = { version, digest: await digest(table) };
        known.set(name, entry);
      }
      fingerprint[name] = entry.digest;
    }
    return fingerprint;
  };
}

describe.each(testDatabaseKinds)('write endpoints under fuzz on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let fingerprint: () => Promise<Record<string, string>>;
  let baseline: Record<string, string> = {};
  let routes: WriteRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    await createAccount(t.db, { username: 'fuzz_target' }); // someone else to PATCH and DELETE
    cookie = await signIn(t.app, 'owner');
    routes = writeRoutes(t.app).filter((route) => !(route.key in NOT_FUZZED));
    fingerprint = await databaseFingerprint(t.db);
    baseline = await fingerprint();
  });
  afterAll(() => t.close());

  async function resolveParams(route: WriteRoute, choose: (name: string) => ParamChoice) {
    const params: Params = {};
    for (const name of paramNames(route.url))
      params[name] = await paramValue(t.db, route, name, choose(name), params);
    let url = route.url;
    for (const [name, value] of Object.entries(params))
      url = url.replace(`:${name}`, encodeURIComponent(Buffer.from(value).toString()));
    return { params, url };
  }

  /** Sends one call and checks the answer; returns the parsed error of a refusal. */
  async function send(method: string, url: string, body: FuzzBody) {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      payload: body.payload,
    });
    const where = `${describeCall(method, url, body)} → ${response.statusCode} ${response.body.slice(0, 400)}`;
    return { response, where, error: await checkAnswer(response, where) };
  }

  async function checkAnswer(response: LightMyRequestResponse, where: string) {
    const status = response.statusCode;
    expect(status, where).toBeLessThan(500);
    expect(({} as { polluted?: unknown }).polluted, where).toBeUndefined();
    if (status >= 200 && status < 300) {
      baseline = await fingerprint(); // a random body may be valid, and then it writes
      return undefined;
    }
    expect(status, where).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    const parsed = errorShape.safeParse(response.json());
    expect(parsed.error?.issues, where).toBeUndefined();
    const error = (parsed.data as ErrorBody).error;
    if (status === 400) expect(Object.keys(error.fields ?? {}), where).not.toHaveLength(0);
    const before = baseline;
    baseline = await fingerprint(); // so one failure is not blamed on every later call
    const changed = Object.keys(baseline).filter((table) => baseline[table] !== before[table]);
    expect(changed, `tables changed by a refused call: ${where}`).toEqual([]);
    return error;
  }

  /** Runs one property per route and reports every route that fails, not only the first. */
  async function forEachRoute(
    select: (route: WriteRoute) => boolean,
    check: (route: WriteRoute) => Promise<void>,
  ) {
    const chosen = routes.filter(select);
    expect(chosen.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of chosen) {
      try {
        await check(route);
      } catch (error) {
        // fast-check keeps the failed assertion as the cause; its message holds the call and the answer.
        const { message, cause } = error as Error & { cause?: Error };
        failures.push(`${route.key}: ${message}\n${cause?.message ?? ''}`.slice(0, 3000));
      }
    }
    expect(failures).toEqual([]);
  }

  /** The route's usual target: an existing row for a body to reach validation; an absent one for DELETE. */
  const usualParams = (route: WriteRoute, index: number) =>
    resolveParams(route, (name) =>
      route.method === 'DELETE' && (name === 'id' || name === 'name')
        ? { absent: true }
        : { existing: index },
    );

  it('fuzzes every write route of the route table, and excludes only routes that exist', () => {
    const all = writeRoutes(t.app).map((route) => route.key);
    expect(all.length).toBeGreaterThan(10);
    for (const key of [...Object.keys(NOT_FUZZED), ...Object.keys(RAW_BODY_ROUTES)])
      expect(all, `${key} is listed but no longer exists`).toContain(key);
    for (const key of Object.keys(BODY_SPECS))
      expect(all, `${key} has a body spec but no route`).toContain(key);
    for (const route of routes) {
      const needsBody = route.method !== 'DELETE' && !(route.key in RAW_BODY_ROUTES);
      if (needsBody)
        expect(BODY_SPECS, `${route.key}: add its fields to BODY_SPECS`).toHaveProperty([
          route.key,
        ]);
      for (const name of paramNames(route.url))
        expect(KNOWN_PARAMS.has(name), `${route.key}: teach the fuzz real values of :${name}`).toBe(
          true,
        );
      if (route.url.includes(':id'))
        expect(ID_TABLES, `${route.key}: name the table of its :id`).toHaveProperty([route.url]);
    }
  });

  it('starts from valid bodies: none of them is refused by validation', async () => {
    await forEachRoute(
      (route) => route.key in BODY_SPECS,
      async (route) => {
        const { params, url } = await usualParams(route, 0);
        const body = json(await bodySpec(route).valid(t.db, params));
        const { response, where } = await send(route.method, url, body);
        expect(response.statusCode, where).not.toBe(400);
      },
    );
  });

  it('survives random JSON values as the body', async () => {
    await forEachRoute(
      () => true,
      async (route) => {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(fc.jsonValue(), fc.anything()),
            fc.nat(),
            async (value, index) => {
              const { url } = await usualParams(route, index);
              await send(route.method, url, json(value));
            },
          ),
          // null once on every route: it once reached a refinement that read its fields (a 500).
          { numRuns: RUNS.randomJson, examples: [[null, 0]] },
        );
      },
    );
  });

  it('survives valid bodies with fields replaced by hostile values and unknown keys added', async () => {
    await forEachRoute(
      () => true,
      async (route) => {
        const spec = BODY_SPECS[route.key];
        const fields = spec?.fields ?? [];
        const key = fields.length ? fc.oneof(fc.constantFrom(...fields), unknownKey) : unknownKey;
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(key, fc.oneof(hostileValue, hostileItems(spec)), {
              minKeys: 1,
              maxKeys: 5,
            }),
            fc.nat(),
            async (overrides, index) => {
              const { params, url } = await usualParams(route, index);
              const valid = spec ? await spec.valid(t.db, params) : {};
              await send(route.method, url, json({ ...valid, ...overrides }));
            },
          ),
          { numRuns: RUNS.hostileFields },
        );
      },
    );
  });

  it('survives raw hostile bodies: prototype keys, broken JSON, deep nesting, wrong content types', async () => {
    await forEachRoute(
      () => true,
      async (route) => {
        const spec = BODY_SPECS[route.key];
        await fc.assert(
          fc.asyncProperty(rawBody(spec?.fields ?? ['name']), fc.nat(), async (raw, index) => {
            const { params, url } = await usualParams(route, index);
            const valid = spec ? await spec.valid(t.db, params) : {};
            const { error, response, where } = await send(route.method, url, raw.build(valid));
            if (raw.kind !== 'prototype') return;
            expect(response.statusCode, where).toBe(400);
            expect(error?.fields, where).toHaveProperty('body');
          }),
          { numRuns: RUNS.rawBodies },
        );
      },
    );
  });

  it('names the very field or key that breaks an otherwise valid body', async () => {
    await forEachRoute(
      (route) => route.key in BODY_SPECS,
      async (route) => {
        const spec = bodySpec(route);
        let refused = 0;
        await fc.assert(
          fc.asyncProperty(mutation(spec.fields), fc.nat(), async (change, index) => {
            const { params, url } = await usualParams(route, index);
            const body = { ...(await spec.valid(t.db, params)), [change.key]: change.value };
            const { response, error, where } = await send(route.method, url, json(body));
            if (response.statusCode !== 400) return; // the value happened to be acceptable
            refused++;
            const named = Object.entries(error?.fields ?? {});
            const found =
              change.kind === 'field'
                ? named.some(([name]) => name === change.key || name.startsWith(`${change.key}.`))
                : named.some(([, message]) => message.includes(`"${change.key}"`));
            expect(found, `${change.kind} ${change.key} not named: ${where}`).toBe(true);
          }),
          { numRuns: RUNS.mutations },
        );
        expect(refused, 'no broken body was refused: the property checked nothing').toBeGreaterThan(
          0,
        );
      },
    );
  });

  it('survives random path parameters', async () => {
    await forEachRoute(
      (route) => paramNames(route.url).length > 0,
      async (route) => {
        const names = paramNames(route.url);
        const choices = fc.tuple(...names.map(() => paramChoice));
        await fc.assert(
          fc.asyncProperty(choices, async (chosen) => {
            const { params, url } = await resolveParams(
              route,
              (name) => chosen[names.indexOf(name)] ?? { existing: 0 },
            );
            const spec = BODY_SPECS[route.key];
            const body = spec ? json(await spec.valid(t.db, params)) : json({});
            await send(route.method, url, body);
          }),
          { numRuns: RUNS.pathParams },
        );
      },
    );
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

function writeRoutes(app: FastifyInstance): WriteRoute[] {
  const seen = new Map<string, WriteRoute>();
  for (const { method, url } of app.routeTable) {
    if (!WRITE_METHODS.has(method) || !url.startsWith('/api/')) continue;
    const key = `${method} ${url}`;
    seen.set(key, { method, url, key });
  }
  return [...seen.values()];
}

function bodySpec(route: WriteRoute): BodySpec {
  const spec = BODY_SPECS[route.key];
  if (!spec) throw new Error(`${route.key} has no body spec`);
  return spec;
}

// ---------------------------------------------------------------- path parameters

type ParamChoice = { existing: number } | { absent: true } | { literal: string };

const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  fc.nat().map((existing) => ({ existing })),
  fc.constant({ absent: true as const }),
  fc
    .oneof(
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x10',
        'NaN',
        'Infinity',
        'null',
        '__proto__',
        'constructor',
        '..',
        '../../etc/passwd',
        ' ',
        '\u0000',
        '%00',
        ...SQL_PAYLOADS,
        ...HTML_PAYLOADS,
      ),
      // Beyond PostgreSQL's integer, within (and beyond) JavaScript's safe integers.
      fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.constantFrom('2147483648', '99999999999', '1e20', '9007199254740993'),
      fc.integer().map(String),
      fc.string({ unit: 'binary', maxLength: 40 }),
    )
    .map((literal) => ({ literal })),
);

async function paramValue(
  db: Db,
  route: WriteRoute,
  name: string,
  choice: ParamChoice,
  known: Params,
): Promise<string> {
  if ('literal' in choice) return choice.literal;
  const index = 'existing' in choice ? choice.existing : 0;
  if (name === 'type') return CATEGORY_TYPES[index % CATEGORY_TYPES.length] ?? 'recipe';
  if (name === 'bucket') return BUCKETS[index % BUCKETS.length] ?? 'recipe-images';
  if (name === 'name') return `fuzz-${index}.webp`; // well formed, never stored
  if (name !== 'id') throw new Error(`no values for :${name}`);
  const table = ID_TABLES[route.url]?.(known);
  if ('absent' in choice || !table) return String(ABSENT_ID);
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} order by id`.execute(db);
  return String(rows[index % Math.max(rows.length, 1)]?.id ?? ABSENT_ID);
}

// ---------------------------------------------------------------- body arbitraries

/** Lists of records built from a list field's own item fields, filled with hostile values. */
function hostileItems(spec: BodySpec | undefined): fc.Arbitrary<unknown> {
  const itemFields = Object.values(spec?.itemFields ?? {}).flat();
  if (!itemFields.length) return hostileValue;
  return fc.array(fc.dictionary(fc.constantFrom(...itemFields), hostileValue, { maxKeys: 4 }), {
    maxLength: 3,
  });
}

type Mutation =
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'unknown key'; key: string; value: unknown };

/** One change to a valid body: a known field given a wrong value, or one unknown key added. */
function mutation(fields: readonly string[]): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.record({
      kind: fc.constant('field' as const),
      key: fc.constantFrom(...fields),
      value: wrongValue,
    }),
    fc.record({
      kind: fc.constant('unknown key' as const),
      key: unknownKey.filter((key) => !fields.includes(key)),
      value: primitive,
    }),
  );
}

interface RawBody {
  kind: 'prototype' | 'broken' | 'nested' | 'content type';
  build: (valid: Record<string, unknown>) => FuzzBody;
}

/** Bodies that cannot be written as a JS value: own `__proto__` keys, broken JSON, extreme nesting, other types. */
function rawBody(fields: readonly string[]): fc.Arbitrary<RawBody> {
  const field = fc.constantFrom(...fields);
  const raw = (kind: RawBody['kind'], build: RawBody['build'], label: string): RawBody =>
    Object.assign({ kind, build }, { [fc.toStringMethod]: () => `${kind}: ${label}` });
  const jsonText = (text: string) => ({ contentType: 'application/json', payload: text });
  const withValid = (valid: Record<string, unknown>, extra: string) => {
    const text = JSON.stringify(valid);
    return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  };
  const poison = '{"polluted":"yes"}';
  return fc.oneof(
    field
      .chain((name) =>
        fc.constantFrom(
          `"__proto__":${poison}`,
          `"constructor":{"prototype":${poison}}`,
          `"${name}":{"__proto__":${poison}}`,
          `"${name}":[{"constructor":{"prototype":${poison}}}]`,
          `"\\u005f_proto__":${poison}`,
        ),
      )
      .map((extra) => raw('prototype', (valid) => jsonText(withValid(valid, extra)), extra)),
    fc
      .oneof(
        fc.constantFrom(
          '',
          '{',
          '{"a":',
          "{'a':1}",
          '{"a":1}}',
          '[1,]',
          'nul',
          'NaN',
          '\u0000',
          '"',
        ),
        fc.string({ maxLength: 40 }).filter((text) => !isJson(text)),
      )
      .map((text) => raw('broken', () => jsonText(text), JSON.stringify(text))),
    fc
      .record({
        depth: fc.integer({ min: 1_000, max: 20_000 }),
        name: field,
        object: fc.boolean(),
      })
      .map(({ depth, name, object }) => {
        const inner = object
          ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
          : `${'['.repeat(depth)}${']'.repeat(depth)}`;
        return raw(
          'nested',
          (valid) => jsonText(withValid(valid, `"${name}":${inner}`)),
          `${name} ${object ? 'objects' : 'arrays'} ×${depth}`,
        );
      }),
    fc
      .record({
        contentType: fc.constantFrom(
          undefined,
          'text/plain',
          'text/html',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=fuzz',
          'application/xml',
          'application/json; charset=utf-16',
          'Application/JSON',
          'application/json-patch+json',
        ),
        payload: fc.oneof(
          fc.constantFrom(
            'identifier=owner&password=x&__proto__[polluted]=yes',
            '--fuzz\r\nContent-Disposition: form-data; name="title_en"\r\n\r\nx\r\n--fuzz--',
            '<recipe><title_en>x</title_en></recipe>',
            ...HTML_PAYLOADS,
          ),
          fc.string({ maxLength: 60 }),
        ),
        sendValid: fc.boolean(),
      })
      .map(({ contentType, payload, sendValid }) =>
        raw(
          'content type',
          (valid) => ({ contentType, payload: sendValid ? JSON.stringify(valid) : payload }),
          `${contentType ?? 'none'}: ${sendValid ? 'the valid body' : JSON.stringify(payload)}`,
        ),
      ),
  );
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
