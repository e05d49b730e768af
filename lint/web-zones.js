/**
 * Which code may import which inside apps/web/src (issue #41, decision 0040). From the top:
 *
 *   main.tsx, entry-server.tsx  the two entries (browser, server renderer): may import anything.
 *   app/         the composition: shell, layout, header and footer, the route table, hydration. It
 *                is the only place that puts features together (one feature's widget in another's
 *                page arrives as a prop from app/).
 *   features/<name>/  one domain area each (picker, selection, kitchen, recipes, recipe,
 *                shopping-list, offline, blog, static-pages, not-found, admin): its pages,
 *                components, hooks and api.ts. A feature imports its own folder and the layers
 *                below, never a sibling feature, app/ or an entry.
 *     features/admin/admin-app.tsx  the back-office's own composition: may import every admin screen.
 *     features/admin/<screen>/      a back-office screen: its folder, features/admin/shared/ and below.
 *     features/admin/shared/        what several screens use: the admin kit (components/), the
 *                                   endpoint families several screens call (api/), the ingredient
 *                                   editor (the ingredients screen's and the recipe editor's).
 *   ---- the layers below import no feature, no app/ and no entry ----
 *   state/       the visitor's state several features read and write: selection, kitchen and list
 *                stores, the catalogue scope and the hooks over them. May import api/, lib/ and
 *                the bottom; no components/.
 *   components/  the UI kit (components/ui: Button, Dialog, Menu, Tabs, Modal, Toasts…) and shared
 *                presentational pieces (forms, pictures, logo, 404 view). May import lib/ and the
 *                bottom; no state/ or api/: data comes in as props.
 *   api/         the public API's reads several features use, one file per endpoint family. May
 *                import lib/ and the bottom.
 *   lib/         helpers without UI: the HTTP client, formatting, sharing, language helpers, what
 *                the service worker keeps for offline reading. May import router/ and i18n/ only.
 *   router/, i18n/  our own router and i18n (decisions 0018, 0042): the bottom, like a library.
 *                They import nothing else of src/ (they stay put so the build manifest keeps their
 *                paths: the server preloads `src/i18n/…` chunks by name).
 *
 * service-worker/ is its own entry (tsconfig.worker.json) and imports nothing else of src/; the
 * test helpers in test/ are for tests only. `import-x/no-cycle` holds for the whole of src/.
 * A later ESLint block that sets a rule replaces it for the files it matches, hence appZones here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appZones } from './app-zones.js';

const root = path.resolve(import.meta.dirname, '..');
const src = 'apps/web/src';
const features = `${src}/features`;
const entries = [`${src}/main.tsx`, `${src}/entry-server.tsx`];

/** The folders directly in `dir` (read when ESLint starts, so a new feature is covered at once). */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SIBLING =
  'A feature imports only its own folder and the layers below (decision 0040): what two features share moves down a layer, and app/ puts features together.';

const publicFeatureZones = foldersIn(features)
  .filter((name) => name !== 'admin')
  .map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: SIBLING,
  }));

const adminScreenZones = foldersIn(`${features}/admin`).map((screen) => ({
  target: `${features}/admin/${screen}`,
  from: features,
  except: screen === 'shared' ? ['./admin/shared'] : [`./admin/${screen}`, './admin/shared'],
  message:
    screen === 'shared'
      ? 'features/admin/shared/ sits below the admin screens: it imports no screen.'
      : 'An admin screen imports its own folder, features/admin/shared/ and the layers below; admin-app.tsx puts the screens together.',
}));

const lowerLayers = ['state', 'components', 'api', 'lib', 'router', 'i18n'].map(
  (layer) => `${src}/${layer}`,
);

const layerZones = [
  {
    target: features,
    from: [`${src}/app`, ...entries],
    message: 'app/ composes the features, never the other way.',
  },
  {
    target: lowerLayers,
    from: [features, `${src}/app`, ...entries],
    message:
      'state/, components/, api/, lib/, router/ and i18n/ sit below the features: they import no feature and no app/.',
  },
  {
    target: `${src}/state`,
    from: `${src}/components`,
    message: 'state/ holds state, not UI: a component that reads it belongs to a feature.',
  },
  {
    target: `${src}/components`,
    from: [`${src}/state`, `${src}/api`],
    message: 'components/ draws what it is given: data and stores come in as props.',
  },
  {
    target: `${src}/api`,
    from: [`${src}/state`, `${src}/components`],
    message: 'api/ reads the API with lib/ only.',
  },
  {
    target: `${src}/lib`,
    from: [`${src}/state`, `${src}/components`, `${src}/api`],
    message: 'lib/ sits below state/, components/ and api/.',
  },
  {
    target: [`${src}/router`, `${src}/i18n`],
    from: [`${src}/lib`, `${src}/api`, `${src}/state`, `${src}/components`],
    message: 'router/ and i18n/ are the bottom layer.',
  },
  { target: `${src}/router`, from: `${src}/i18n`, message: 'router/ and i18n/ are independent.' },
  { target: `${src}/i18n`, from: `${src}/router`, message: 'router/ and i18n/ are independent.' },
  {
    target: `${src}/service-worker`,
    from: src,
    except: ['./service-worker'],
    message:
      'The service worker is its own entry (tsconfig.worker.json): it imports nothing else of src/.',
  },
  {
    // every file but a test (extglob: a name that is not `*.test`)
    target: `${src}/**/!(*.test).{ts,tsx}`,
    from: `${src}/test`,
    message: 'src/test/ holds test helpers: only tests import them.',
  },
];

export const webZones = [
  {
    files: [`${src}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...appZones,
            ...layerZones,
            ...publicFeatureZones,
            ...adminScreenZones,
            {
              target: `${features}/admin/admin-app.tsx`,
              from: features,
              except: ['./admin'],
              message: 'The back-office imports nothing from the public features.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
