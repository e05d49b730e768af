import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import { REQUEST_ID_LOG_LABEL } from './request-id.ts';

/** The message of the one line an answered request writes, at `info`. */
export const REQUEST_ANSWERED = 'request completed';
/** The message of the line a request writes when it comes in, at `debug` only. */
export const REQUEST_RECEIVED = 'request received';

export type LogFormat = 'pretty' | 'json';

/** One line per log call for a person at a terminal while developing; JSON lines everywhere else. */
export function logFormatFor(where: { nodeEnv: string; stdoutIsTTY: boolean }): LogFormat {
  return where.stdoutIsTTY && where.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/**
 * The log's options for a server process (start.ts, cluster-primary.ts): JSON lines go to stdout
 * through a buffer written by libuv's threads, so a request's line costs it a string append, not
 * a write. The buffer goes out at 4 KB, every second, once listening, and at exit (pino flushes it
 * synchronously on 'exit', which process.exit and an uncaught exception both emit).
 */
export function logOptions(level: string, nodeEnv: string): FastifyServerOptions['logger'] {
  const format = logFormatFor({ nodeEnv, stdoutIsTTY: process.stdout.isTTY === true });
  if (format === 'pretty') return { level, stream: { write: writePretty } };
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  };
}

const writePretty = (line: string) => void process.stdout.write(`${prettyLine(line)}\n`);

/**
 * Fastify's own request lines, made one per request: nothing as a request comes in (but at
 * `debug`), and one line saying what was answered once the answer is out. Fastify calls this after
 * the onResponse hooks, for hijacked replies too, so it costs no hook of ours; a response that
 * failed on the way out keeps Fastify's error line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, REQUEST_RECEIVED);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    const bytes = reply.getHeader('content-length');
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(bytes === undefined ? {} : { bytes: Number(bytes) }),
      },
      REQUEST_ANSWERED,
    );
  }
}

/** The Fastify options that make its request lines one per request, each carrying `requestId`. */
export const requestLogOptions = () =>
  ({
    logController: new OneLinePerRequest({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  }) satisfies Pick<FastifyServerOptions, 'logController'>;

/** "Server listening at …" is written at once: scripts and tests wait for it. */
export function flushLogOnceListening(app: FastifyInstance) {
  // pino's logger has flush(); Fastify's type of it, and its logger when logging is off, do not
  const log = app.log as FastifyBaseLogger & { flush?: () => void };
  app.addHook('onListen', (done) => {
    log.flush?.();
    done();
  });
}

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Every line has them; a person at the terminal does not need them repeated. */
const UNSHOWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clockTime = (time: number) => {
  const date = new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map(twoDigits).join(':');
};

/**
 * A JSON log line as one line for a person: `12:03:04 GET /api/match 200 3.1 ms` for an answered
 * request; otherwise the time, the level when it is not info, the message, the other fields as
 * JSON, and an error's stack on the lines below.
 */
export function prettyLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.trimEnd();
  }
  const time = clockTime(entry.time ?? Date.now());
  if (entry.msg === REQUEST_ANSWERED && entry.level === 30)
    return `${time} ${String(entry.method)} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms`;
  const level =
    entry.level === 30 ? [] : [LEVEL_NAMES[entry.level ?? 30] ?? `LEVEL ${entry.level}`];
  const fields = Object.fromEntries(
    Object.entries(entry).filter(([name]) => !UNSHOWN_FIELDS.has(name)),
  );
  const parts = [time, ...level, entry.msg ?? ''];
  if (Object.keys(fields).length) parts.push(JSON.stringify(fields));
  const stack = entry.err?.stack ?? entry.err?.message;
  return parts.filter(Boolean).join(' ') + (stack ? `\n${stack}` : '');
}
