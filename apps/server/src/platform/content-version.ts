import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What the public side reads, as versions the database bumps itself (migrations 0002 and 0004). */
export interface ContentVersion {
  /** Recipes, ingredients, categories, swaps: what matching and the public lists read. */
  catalogue: number;
  /** Published posts and the blog categories. */
  blog: number;
  /**
   * When the newest post already public was published (ms, 0 if none). A post published with a
   * date in the future goes public without any write; this moves when it does.
   */
  blogLiveAt: number;
}

/** One tiny query: the version row and one step down the (status, published_at) index. */
export async function readContentVersion(db: Kysely<Database>): Promise<ContentVersion> {
  const { rows } = await sql<{
    version: string | number;
    blog_version: string | number;
    blog_live_at: Date | null;
  }>`select version, blog_version,
       (select max(published_at) from blog_posts
         where status = 'published' and published_at <= now()) as blog_live_at
     from catalogue_version`.execute(db);
  const row = rows[0];
  return {
    catalogue: Number(row?.version ?? 0),
    blog: Number(row?.blog_version ?? 0),
    blogLiveAt: row?.blog_live_at ? new Date(row.blog_live_at).getTime() : 0,
  };
}

/** How often at most a process asks for the version: a change made elsewhere shows within it. */
export const VERSION_CHECK_MS = 250;

/** The whole public content version as one string: any change to it changes the string. */
export const contentVersionKey = (version: ContentVersion) =>
  `${version.catalogue}.${version.blog}.${version.blogLiveAt}`;

/**
 * The content version as this process knows it. The database is asked at most every
 * `checkEveryMs` (one query shared by the requests that arrive meanwhile), so a change made through
 * another server reaches this one within that time; `invalidate()` makes the next caller ask again
 * (after every write through this process: modules/catalogue/after-writes.ts).
 */
export class ContentVersionWatch {
  private known: ContentVersion | undefined;
  private knownKey: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ContentVersion> | undefined;
  /** Bumped by invalidate(): a read that started before it must not count as fresh after it. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly checkEveryMs = VERSION_CHECK_MS,
  ) {}

  invalidate() {
    this.generation += 1;
    this.pending = undefined;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** The version's key without asking, while the last check is recent enough; else undefined. */
  freshKey(): string | undefined {
    return this.isFresh() ? this.knownKey : undefined;
  }

  /** The version without asking, while the last check is recent enough; else undefined. */
  fresh(): ContentVersion | undefined {
    return this.isFresh() ? this.known : undefined;
  }

  private isFresh() {
    return performance.now() - this.checkedAt < this.checkEveryMs;
  }

  current(): Promise<ContentVersion> {
    if (this.known && performance.now() - this.checkedAt < this.checkEveryMs)
      return Promise.resolve(this.known);
    this.pending ??= this.read();
    return this.pending;
  }

  private async read(): Promise<ContentVersion> {
    const generation = this.generation;
    const startedAt = performance.now();
    try {
      const version = await readContentVersion(this.db);
      if (generation === this.generation) {
        this.known = version;
        this.knownKey = contentVersionKey(version);
        this.checkedAt = startedAt;
      }
      return version;
    } finally {
      // A failed read leaves checkedAt as it was, so the next request asks the database again.
      if (generation === this.generation) this.pending = undefined;
    }
  }
}
