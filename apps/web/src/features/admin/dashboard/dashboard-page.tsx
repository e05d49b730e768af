import { BookOpen, FileCheck, Salad, Shield, UserCheck, UtensilsCrossed } from 'lucide-react';
import { Link } from '../../../router/index.ts';
import type { DashboardResponse } from '@chhiwat/core';
import { useDashboard } from '../shared/api/dashboard.ts';

type Counts = DashboardResponse['counts'];
type CacheStats = DashboardResponse['responseCache'];

/** What the spec shows when the load fails: zeros, with one active admin. */
const FALLBACK = {
  counts: undefined as Counts | undefined,
  activities: [],
  recentIngredients: [],
  recentRecipes: [],
  database: { kind: undefined, latencyMs: 0 },
  responseCache: undefined as CacheStats | undefined,
} satisfies Record<string, unknown>;

/** The dashboard (back-office.md §2.3): real counts and real changes over the last 30 days. */
export function DashboardPage() {
  const query = useDashboard();
  const data = query.data ?? FALLBACK;
  const n = (key: keyof Counts) => data.counts?.[key] ?? (key === 'active_admins' ? 1 : 0);
  const cards = [
    { label: 'Ingredients', value: n('ingredients'), change: n('ingredients_new'), icon: Salad },
    { label: 'Recipes', value: n('recipes'), change: n('recipes_new'), icon: UtensilsCrossed },
    { label: 'Blog posts', value: n('blog_posts'), change: n('blog_posts_new'), icon: BookOpen },
    {
      label: 'Published posts',
      value: n('published_posts'),
      note: `${n('blog_posts') - n('published_posts')} drafts`,
      icon: FileCheck,
    },
    { label: 'Admins', value: n('admins'), icon: Shield },
    { label: 'Active admins', value: n('active_admins'), icon: UserCheck },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {query.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The dashboard could not be loaded; the numbers below are placeholders.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="stat-cards">
        {cards.map(({ label, value, change, note, icon: Icon }) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center justify-between text-sm text-slate-600">
              {label}
              <Icon className="size-4" aria-hidden="true" />
            </div>
            <p
              className="mt-2 text-3xl font-bold"
              data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}
            >
              {value}
            </p>
            {change !== undefined && (
              <p className="text-xs text-emerald-700">+{change} in the last 30 days</p>
            )}
            {note && <p className="text-xs text-slate-600">{note}</p>}
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Recent activity">
          <ul className="space-y-2 text-sm" data-testid="recent-activity">
            {data.activities.slice(0, 5).map((entry) => (
              <li key={entry.id} className="flex justify-between gap-2">
                <span>{entry.description}</span>
                <time className="shrink-0 text-slate-500" dateTime={entry.created_at}>
                  {new Date(entry.created_at).toLocaleString('en-GB', {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </time>
              </li>
            ))}
            {data.activities.length === 0 && <li className="text-slate-600">No activity yet.</li>}
          </ul>
        </Panel>
        <Panel title="Quick actions">
          <div className="grid grid-cols-2 gap-2 text-sm">
            <QuickAction to="/admin/ingredients?new=1" label="Add New Ingredient" />
            <QuickAction to="/admin/recipes?new=1" label="Create Recipe" />
            <QuickAction to="/admin/blog/new" label="Write Blog Post" />
            <QuickAction to="/admin/users" label="Manage Users" />
            <QuickAction to="/admin/settings" label="App Settings" />
          </div>
        </Panel>
        <Panel title="Recent ingredients">
          <ul className="space-y-1 text-sm">
            {data.recentIngredients.slice(0, 3).map((i) => (
              <li key={i.id}>{i.name_en}</li>
            ))}
          </ul>
        </Panel>
        <Panel title="Recent recipes">
          <ul className="space-y-1 text-sm">
            {data.recentRecipes.slice(0, 3).map((r) => (
              <li key={r.id}>
                {r.title_en} <span className="text-slate-500">· {r.difficulty}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Database overview">
          <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="database-overview">
            <dt className="text-slate-600">Engine</dt>
            <dd>
              {data.database.kind === 'pglite'
                ? 'PostgreSQL (embedded)'
                : data.database.kind === 'postgres'
                  ? 'PostgreSQL server'
                  : 'Unknown'}
            </dd>
            <dt className="text-slate-600">Latency</dt>
            <dd>{data.database.latencyMs} ms</dd>
            <dt className="text-slate-600">Ingredient categories</dt>
            <dd>{n('ingredient_categories')}</dd>
            <dt className="text-slate-600">Recipe categories</dt>
            <dd>{n('recipe_categories')}</dd>
            <dt className="text-slate-600">Recipe–ingredient links</dt>
            <dd>{n('recipe_links')}</dd>
            <dt className="text-slate-600">Swaps</dt>
            <dd data-testid="swap-count">{n('substitutions')}</dd>
            <dt className="text-slate-600">Staples</dt>
            <dd>{n('staples')}</dd>
            <dt className="text-slate-600">Ingredients lacking nutrition data</dt>
            <dd data-testid="lacking-nutrition">{n('ingredients_lacking_nutrition')}</dd>
            <dt className="text-slate-600">Blog categories</dt>
            <dd>{n('blog_categories')}</dd>
            <dt className="text-slate-600">Images</dt>
            <dd>{n('images')}</dd>
          </dl>
        </Panel>
        <ResponseCachePanel stats={data.responseCache} />
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The server's cache of public answers: how often it answers, and how much memory it holds. */
function ResponseCachePanel({ stats }: { stats: CacheStats | undefined }) {
  const reads = stats ? stats.hits + stats.misses : 0;
  const off = stats?.maxBytes === 0;
  return (
    <Panel title="Response cache">
      <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="response-cache">
        <dt className="text-slate-600">Hit rate</dt>
        <dd>
          {off
            ? 'Off'
            : reads && stats
              ? `${((stats.hits / reads) * 100).toFixed(1)} % of ${reads} reads`
              : 'No reads yet'}
        </dd>
        <dt className="text-slate-600">Entries</dt>
        <dd>{stats?.entries ?? 0}</dd>
        <dt className="text-slate-600">Memory</dt>
        <dd>
          {stats && !off ? `${megabytes(stats.bytes)} MB of ${megabytes(stats.maxBytes)} MB` : '—'}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">This server process, since it started.</p>
    </Panel>
  );
}

function QuickAction({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="rounded-lg border border-slate-200 px-3 py-2 font-medium hover:bg-slate-50"
    >
      {label}
    </Link>
  );
}
