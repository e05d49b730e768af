import { S3Storage, type S3Settings } from './s3-storage.ts';
import { LocalStorage, type FileStorage } from './storage.ts';

/** Where uploaded media go (config.ts): STORAGE=local, a directory under DATA_DIR, or STORAGE=s3. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** The store the settings name; an S3 bucket is checked first (StorageSetupError if unusable). */
export async function openStorage(
  settings: StorageSettings,
  mediaDir: string,
): Promise<FileStorage> {
  if (settings.kind === 'local') return new LocalStorage(mediaDir);
  const { kind: _s3, ...s3 } = settings;
  return S3Storage.connect(s3);
}
