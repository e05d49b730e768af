import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import type { ContentVersion } from '../../platform/content-version.ts';
import { PublicCatalogue, type CatalogueSnapshot } from './service.ts';

const noDatabase = {} as Kysely<Database>;

/** A catalogue whose version the test sets, and whose builds it finishes by hand. */
function catalogueUnderTest() {
  let version = 1;
  const builds: { version: number; finish: () => void }[] = [];
  const versions = {
    current: async (): Promise<ContentVersion> => ({ catalogue: version, blog: 1, blogLiveAt: 0 }),
    invalidate: () => {},
  };
  const read = (_db: Kysely<Database>, built: number) =>
    new Promise<CatalogueSnapshot>((resolve) =>
      builds.push({
        version: built,
        finish: () => resolve({ version: built } as CatalogueSnapshot),
      }),
    );
  const catalogue = new PublicCatalogue(noDatabase, versions, { read });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { catalogue, builds, settle, setVersion: (next: number) => (version = next) };
}

describe('the public catalogue snapshot', () => {
  it('builds once per version, however many ask at once', async () => {
    const { catalogue, builds, settle } = catalogueUnderTest();
    const asked = [catalogue.current(), catalogue.current(), catalogue.current()];
    await settle();
    expect(builds.map((build) => build.version)).toEqual([1]);
    builds[0]?.finish();
    expect((await Promise.all(asked)).map((snapshot) => snapshot.version)).toEqual([1, 1, 1]);
    await catalogue.current();
    expect(builds).toHaveLength(1);
  });

  it('runs one build at a time: versions that arrive during one share the next build, of the newest', async () => {
    const { catalogue, builds, settle, setVersion } = catalogueUnderTest();
    const first = catalogue.current();
    await settle();
    const later = [];
    for (const version of [2, 3, 4]) {
      setVersion(version);
      later.push(catalogue.current());
      await settle();
    }
    expect(builds.map((build) => build.version)).toEqual([1]);
    builds[0]?.finish();
    expect((await first).version).toBe(1);
    await settle();
    expect(builds.map((build) => build.version)).toEqual([1, 4]);
    builds[1]?.finish();
    expect((await Promise.all(later)).map((snapshot) => snapshot.version)).toEqual([4, 4, 4]);
    expect((await catalogue.current()).version).toBe(4);
    expect(builds).toHaveLength(2);
  });
});
