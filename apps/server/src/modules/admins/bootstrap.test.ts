import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { ensureSuperAdmin, generatePassword } from './bootstrap.ts';

describe.each(testDatabaseKinds)('first super admin on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.close());

  it('generates a strong password, stores only its argon2id hash and says it once', async () => {
    const result = await ensureSuperAdmin(database.db, {});
    expect(result.created).toBe(true);
    const password = result.generatedPassword ?? '';
    expect(checkPasswordStrength(password).valid).toBe(true);
    const admin = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin.role).toBe('super_admin');
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin.password_hash).not.toContain(password);
    expect(await verifyPassword(admin.password_hash, password)).toBe(true);
    expect(await verifyPassword(admin.password_hash, `${password}x`)).toBe(false);

    const again = await ensureSuperAdmin(database.db, {});
    expect(again).toEqual({ created: false });
    expect(await database.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const result = await ensureSuperAdmin(database.db, {
      email: 'Fatima.Zahra@Chhiwat.ma',
      password: 'Tajine-Zitoun-2025!',
    });
    expect(result).toEqual({
      created: true,
      username: 'fatima_zahra',
      email: 'fatima.zahra@chhiwat.ma',
    });
    const admin = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, 'Tajine-Zitoun-2025!')).toBe(true);
    const roles = await database.db
      .selectFrom('admin_roles')
      .select('name')
      .orderBy('name')
      .execute();
    expect(roles.map((role) => role.name)).toEqual(['admin', 'super_admin']);
  });

  it('refuses a weak ADMIN_PASSWORD and creates nothing', async () => {
    await expect(ensureSuperAdmin(database.db, { password: 'password1' })).rejects.toThrow(
      /too weak/,
    );
    expect(await database.db.selectFrom('admins').select('id').execute()).toHaveLength(0);
  });
});

describe('generated passwords', () => {
  it('always pass the strength rules and differ', () => {
    const passwords = Array.from({ length: 200 }, generatePassword);
    for (const password of passwords) expect(checkPasswordStrength(password).valid).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
