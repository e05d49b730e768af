// wrk, the load generator of the HTTP benchmark (bench/wrk.ts says why not autocannon there).
// Without it the benchmark still runs, on autocannon, and its table says so.
import { installCommand, installMissing } from './debian-packages.mjs';

let missing;
try {
  missing = installMissing(['wrk']);
} catch (error) {
  console.warn(`Installing wrk failed: ${error.message}`);
  missing = ['wrk'];
}
if (missing.length > 0)
  console.warn(
    `wrk is missing: the HTTP benchmark falls back to autocannon. Install with:\n  ${installCommand(missing)}`,
  );
