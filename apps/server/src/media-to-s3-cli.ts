import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { moveMediaToS3, type MoveReport } from './platform/media-to-s3.ts';
import { S3Storage, StorageSetupError } from './platform/s3-storage.ts';

/** `npm run media:to-s3 -- [--delete-local]`: the media of DATA_DIR/media into the S3 bucket. */
const USAGE = `Usage:
  STORAGE=s3 S3_BUCKET=… S3_REGION=… npm run media:to-s3 -- [--delete-local]
      Copies every image under DATA_DIR/media to the S3 bucket of the S3_* settings, checks
      each copy (size and MD5) and skips the ones already there, so it can be run again.
      The local files stay unless --delete-local: then each goes once its copy is checked.`;

class UsageError extends Error {}

function parseArgs(args: string[]) {
  if (args.some((arg) => arg !== '--delete-local')) throw new UsageError(USAGE);
  return { deleteLocal: args.includes('--delete-local') };
}

function describe(report: MoveReport, mediaDir: string, to: S3Storage) {
  const lines = [
    `${report.images} images in ${mediaDir} → the ${to.label}: ${report.copied} copied, ` +
      `${report.alreadyThere} already there, ${report.failed.length} failed; ` +
      `${report.deletedLocal} local files deleted.`,
    ...report.failed.map(({ file, reason }) => `  failed: ${file}: ${reason}`),
  ];
  if (report.otherFiles.length)
    lines.push(`Left in place, not an image of a bucket: ${report.otherFiles.join(', ')}.`);
  if (report.failed.length) lines.push('Fix what failed and run the command again.');
  return `${lines.join('\n')}\n`;
}

async function run(args: string[]) {
  const options = parseArgs(args);
  const config = loadConfig();
  if (config.storage.kind !== 's3')
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE: set STORAGE=s3 and the S3_* settings of the bucket ' +
        'to move the media to (docs/configuration.md)',
    );
  const { kind: _s3, ...settings } = config.storage;
  const mediaDir = path.join(config.dataDir, 'media');
  const to = await S3Storage.connect(settings);
  try {
    const report = await moveMediaToS3(mediaDir, to, options);
    process.stdout.write(describe(report, mediaDir, to));
    return report.failed.length ? 1 : 0;
  } finally {
    await to.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof StorageSetupError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(known ? `${message}\n` : `Failed: ${(error as Error).stack ?? message}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
