// wrk, the load generator of the HTTP benchmark (bench/wrk.ts says why not autocannon there).
// Without it the benchmark still runs, on autocannon, and its table says so.
import { installCommand, installMissing } from './debian-packages.mjs';

const missing = installMissing(['wrk']);
if (missing.length > 0)
  console.warn(
    `wrk is missing: the HTTP benchmark falls back to autocannon. Install with:\n  ${installCommand(missing)}`,
  );
