import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED).toBe('demo');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '', PUBLIC_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('reads the PostgreSQL URL and the public URL without a trailing slash', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      PUBLIC_URL: 'https://chhiwat.ma/',
    });
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/db');
    expect(config.publicUrl).toBe('https://chhiwat.ma');
  });

  it('fails with every bad key listed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'not-an-email',
        SEED: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'SEED'])
      expect(message).toContain(`${key}:`);
  });
});
