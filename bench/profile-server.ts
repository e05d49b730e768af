/**
 * Where the built server spends its time on one read under load: the server runs with
 * `--cpu-prof`, wrk asks for the path as the HTTP table does (bench/http.ts) after a warm-up,
 * and each function's time during the measured run is printed in microseconds per answer, in its
 * own code and with its callees. V8 stamps samples with the machine's monotonic clock, which is
 * `process.hrtime` here too, so the warm-up and the shutdown are left out.
 *
 *   npm run build && npx tsx bench/profile-server.ts '/api/match?ingredients=salt,garlic' [seconds] [rows]
 *
 * Profiling, not a benchmark: the figures guide a change; the HTTP table (bench/http.ts) judges it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededDataDir, startBuiltServer } from './built-server.ts';
import { ACCEPT_BR_GZIP, CONNECTIONS } from './http.ts';
import { inclusiveTimes, samplesOf, selfTimes, type CpuProfile } from './cpu-profile.ts';
import { fireWrk, wrkInstalled } from './wrk.ts';

const [requestPath = '/', seconds = '8', rows = '30'] = process.argv.slice(2);
if (!wrkInstalled()) throw new Error('wrk is not installed: node scripts/ensure-wrk.mjs');

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-server-'));
const server = await startBuiltServer({
  dataDir: await seededDataDir(),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=50'],
});
const run = (runSeconds: number) =>
  fireWrk({
    url: `${server.url}${requestPath}`,
    connections: CONNECTIONS,
    seconds: runSeconds,
    headers: ACCEPT_BR_GZIP,
  });
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
async function measuredRun() {
  await run(3);
  const from = nowMicros();
  const measured = await run(Number(seconds));
  return { measured, from, to: nowMicros() };
}
// the profile is written as the server exits
const { measured, from, to } = await measuredRun().finally(() => server.stop());
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`No profile in ${profileDir}`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
fs.rmSync(profileDir, { recursive: true });

const samples = samplesOf(profile).filter((sample) => sample.at >= from && sample.at <= to);
const answers = measured.requests;
const perAnswer = (micros: number) => (micros / answers).toFixed(2).padStart(7);
const idle = selfTimes(samples).find(([name]) => name.startsWith('(idle)'))?.[1] ?? 0;
const total = samples.reduce((sum, sample) => sum + sample.micros, 0);
console.log(
  `${requestPath}: ${measured.requestsPerSecond.toFixed(0)} req/s over ${seconds} s, ` +
    `${answers} answers; busy ${perAnswer(total - idle).trim()} µs per answer, idle ${((idle / total) * 100).toFixed(0)} %`,
);
for (const [title, times] of [
  ['own code', selfTimes(samples)],
  ['with callees', inclusiveTimes(samples)],
] as const) {
  console.log(`\nµs per answer, ${title}`);
  for (const [name, micros] of times.slice(0, Number(rows)))
    console.log(`${perAnswer(micros)}  ${name}`);
}
