/**
 * Which code may import which inside apps/server/src (issue #41, decisions 0010 and 0041). From the
 * top:
 *
 *   main.ts, start.ts, app.ts, config.ts, cluster-primary.ts  the server's start and composition.
 *   backup-cli.ts, media-to-s3-cli.ts  the commands, beside main.ts: they stand on db/, platform/
 *                and config.ts alone (the app takes seconds to load, a command should not).
 *   seed/        the shipped catalogue, loaded through the modules' services.
 *   modules/<name>/  one domain area each: routes (routes.ts, admin-routes.ts), service.ts,
 *                repository.ts. Another module, app.ts and seed/ use it through its service;
 *                its repository is its own, and its routes reach it through the service too.
 *   ---- the layers below import no module, no seed/ and no file of the top ----
 *   platform/    HTTP and process plumbing (guards, caches, limits, storage, fetching).
 *   db/          the schema, migrations, connections and backups.
 *
 * `import-x/no-cycle` holds for the whole of src/. Tests (and the helpers in test/) build the whole
 * app to prove a layer, so these rules are for the code itself. A later ESLint block that sets a
 * rule replaces it for the files it matches, hence appZones here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appZones } from './app-zones.js';

const root = path.resolve(import.meta.dirname, '..');
const src = 'apps/server/src';
const modules = `${src}/modules`;
/** The files at the top of src/: main.ts, start.ts, app.ts, config.ts, the commands… */
const topFiles = `${src}/*.ts`;
const commands = [`${src}/backup-cli.ts`, `${src}/media-to-s3-cli.ts`];
const repositories = `${modules}/*/repository.ts`;

/** The module folders (read when ESLint starts, so a new module is covered at once). */
const moduleNames = fs
  .readdirSync(path.join(root, modules), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BELOW = (layer) =>
  `${layer}/ sits below the modules, seed/ and the files at the top of src/: pass what it needs in from app.ts.`;

// A zone's `from` is either all folders and files or all globs, hence the pairs.
const layerZones = [
  { target: `${src}/platform`, from: [modules, `${src}/seed`], message: BELOW('platform') },
  { target: `${src}/platform`, from: topFiles, message: BELOW('platform') },
  { target: `${src}/db`, from: [modules, `${src}/seed`], message: BELOW('db') },
  { target: `${src}/db`, from: topFiles, message: BELOW('db') },
  {
    target: [modules, `${src}/seed`],
    from: topFiles,
    message: 'A module is composed by app.ts and seed/, never the other way.',
  },
  {
    target: modules,
    from: `${src}/seed`,
    message: 'A module is composed by app.ts and seed/, never the other way.',
  },
  {
    target: commands,
    from: [modules, `${src}/seed`, `${src}/app.ts`, `${src}/start.ts`, `${src}/main.ts`],
    message:
      'A command stands on db/, platform/ and config.ts alone: the app (app.ts, start.ts, modules/) takes seconds to load.',
  },
];

const moduleZones = [
  ...moduleNames.map((name) => ({
    target: `${modules}/${name}`,
    from: moduleNames
      .filter((other) => other !== name)
      .map((other) => `${modules}/${other}/repository.ts`),
    message:
      'A module uses another through its service (modules/<name>/service.ts), never its repository.',
  })),
  {
    target: `${modules}/*/*routes.ts`,
    from: repositories,
    message: "A routes file goes through its module's service, never a repository.",
  },
  {
    target: [topFiles, `${src}/seed`],
    from: repositories,
    message:
      'app.ts, the commands and seed/ use a module through its service, never its repository.',
  },
];

export const serverBorders = [
  {
    files: [`${src}/**/*.ts`],
    ignores: ['**/*.test.ts', `${src}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...appZones, ...layerZones, ...moduleZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
