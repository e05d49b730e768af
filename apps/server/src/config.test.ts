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

  it('limits public reads and connections per address by default; 0 turns either off', () => {
    const defaults = loadConfig({});
    expect(defaults.RATE_LIMIT_PUBLIC_READS).toBe(300);
    expect(defaults.MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(defaults.REQUEST_TIMEOUT_SECONDS).toBe(30);
    expect(defaults.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(5);
    const off = loadConfig({ RATE_LIMIT_PUBLIC_READS: '0', MAX_CONNECTIONS_PER_ADDRESS: '0' });
    expect(off.RATE_LIMIT_PUBLIC_READS).toBe(0);
    expect(off.MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(loadConfig({ RATE_LIMIT_PUBLIC_READS: '' }).RATE_LIMIT_PUBLIC_READS).toBe(300);
  });

  it('keeps 64 MB of public answers by default; 0 turns the response cache off', () => {
    expect(loadConfig({}).RESPONSE_CACHE_MB).toBe(64);
    expect(loadConfig({ RESPONSE_CACHE_MB: '0' }).RESPONSE_CACHE_MB).toBe(0);
    expect(loadConfig({ RESPONSE_CACHE_MB: '256' }).RESPONSE_CACHE_MB).toBe(256);
    expect(() => loadConfig({ RESPONSE_CACHE_MB: 'lots' })).toThrow(/RESPONSE_CACHE_MB:/);
  });

  it('gives requests in flight 10 s to finish at shutdown; refuses a wait that is not a whole, sane number of ms', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '' }).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).SHUTDOWN_TIMEOUT_MS).toBe(2500);
    for (const bad of ['0', '-1', '1.5', 'ten', '600001'])
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: bad })).toThrow(/SHUTDOWN_TIMEOUT_MS:/);
  });

  it('trusts proxies by hop count or by address, never everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const off of ['', 'false', '0'])
      expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24,::1,loopback ' }).TRUST_PROXY).toEqual(
      ['10.0.0.5', '10.0.1.0/24', '::1', 'loopback'],
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      /TRUST_PROXY: .*"10\.0\.0\.0\/33", "proxy\.local"/,
    );
  });

  it('allows no non-public import hosts by default; lists the allowed ones as URLs spell them', () => {
    expect(loadConfig({}).IMPORT_ALLOW_HOSTS).toEqual([]);
    expect(loadConfig({ IMPORT_ALLOW_HOSTS: '' }).IMPORT_ALLOW_HOSTS).toEqual([]);
    expect(
      loadConfig({ IMPORT_ALLOW_HOSTS: ' 127.0.0.1, Intranet.Local ,::1' }).IMPORT_ALLOW_HOSTS,
    ).toEqual(['127.0.0.1', 'intranet.local', '[::1]']);
    expect(() => loadConfig({ IMPORT_ALLOW_HOSTS: 'http://intranet.local,10.0.0.0/8' })).toThrow(
      /IMPORT_ALLOW_HOSTS: .*"http:\/\/intranet\.local", "10\.0\.0\.0\/8"/,
    );
  });

  it('fails with every bad key listed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'not-an-email',
        SEED: 'maybe',
        RATE_LIMIT_PUBLIC_READS: '-5',
        REQUEST_TIMEOUT_SECONDS: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'ADMIN_EMAIL',
      'SEED',
      'RATE_LIMIT_PUBLIC_READS',
      'REQUEST_TIMEOUT_SECONDS',
    ])
      expect(message).toContain(`${key}:`);
  });
});

describe('media storage settings', () => {
  const s3 = { STORAGE: 's3', S3_BUCKET: 'chhiwat-media', S3_REGION: 'eu-west-3' };

  it('keeps media on disk by default, and ignores the S3_* settings then', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: '', S3_ENDPOINT: 'not a url' }).storage).toEqual({
      kind: 'local',
    });
  });

  it('reads an S3 bucket, its endpoint, keys, path style and public address', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'chhiwat-media',
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    const full = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.chhiwat.ma/media/',
    });
    expect(full.storage).toEqual({
      kind: 's3',
      bucket: 'chhiwat-media',
      region: 'eu-west-3',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.chhiwat.ma/media',
    });
  });

  it('names every S3 setting that is missing or wrong, with the other bad keys', () => {
    expect(() => loadConfig({ STORAGE: 'S3' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ STORAGE: 's3', PORT: 'eighty' })).toThrow(
      /PORT:.*\n {2}S3_BUCKET: is required when STORAGE=s3\n {2}S3_REGION: is required when STORAGE=s3/s,
    );
    expect(() =>
      loadConfig({
        ...s3,
        S3_BUCKET: 'Chhiwat_Media',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_PUBLIC_URL: 'ftp://cdn.chhiwat.ma',
      }),
    ).toThrow(
      new RegExp(
        [
          'S3_BUCKET: must be a bucket name',
          'S3_ENDPOINT: must be an http:// or https:// URL',
          'S3_FORCE_PATH_STYLE: must be true or false',
          'S3_PUBLIC_URL: must be an http:// or https:// URL',
        ].join('.*'),
        's',
      ),
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY/,
    );
  });
});
