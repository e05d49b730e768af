import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  logFormatFor,
  prettyLine,
  REQUEST_ANSWERED,
  REQUEST_RECEIVED,
  requestLogOptions,
} from './logger.ts';

describe('logFormatFor', () => {
  it('is pretty only for a terminal outside production', () => {
    expect(logFormatFor({ nodeEnv: 'development', stdoutIsTTY: true })).toBe('pretty');
    expect(logFormatFor({ nodeEnv: 'test', stdoutIsTTY: true })).toBe('pretty');
    expect(logFormatFor({ nodeEnv: 'production', stdoutIsTTY: true })).toBe('json');
    expect(logFormatFor({ nodeEnv: 'development', stdoutIsTTY: false })).toBe('json');
    expect(logFormatFor({ nodeEnv: 'production', stdoutIsTTY: false })).toBe('json');
  });
});

describe('prettyLine', () => {
  const at = new Date(2025, 0, 31, 12, 3, 4).getTime();
  const line = (entry: Record<string, unknown>) =>
    JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'kitchen', ...entry });

  it('shows an answered request as time, method, address, status and duration', () => {
    const answered = line({
      requestId: 'r-1',
      method: 'GET',
      url: '/api/match?have=salt',
      status: 200,
      ms: 3.1,
      bytes: 512,
      msg: REQUEST_ANSWERED,
    });
    expect(prettyLine(answered)).toBe('12:03:04 GET /api/match?have=salt 200 3.1 ms');
  });

  it('shows other lines with their level unless info, their fields, and an error stack below', () => {
    expect(prettyLine(line({ msg: 'Server listening at http://127.0.0.1:3000' }))).toBe(
      '12:03:04 Server listening at http://127.0.0.1:3000',
    );
    expect(prettyLine(line({ level: 40, msg: 'shutdown timeout', timeoutMs: 500 }))).toBe(
      '12:03:04 WARN shutdown timeout {"timeoutMs":500}',
    );
    const failed = line({
      level: 50,
      requestId: 'r-2',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (app.ts:1:1)' },
      msg: 'unhandled error',
    });
    expect(prettyLine(failed)).toBe(
      '12:03:04 ERROR unhandled error {"requestId":"r-2"}\nError: boom\n    at handler (app.ts:1:1)',
    );
  });

  it('leaves a line that is not JSON as it is', () => {
    expect(prettyLine('not json\n')).toBe('not json');
  });
});

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** A bare Fastify with our request lines, logging at `level` into an array. */
async function appLogging(level: string) {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    ...requestLogOptions(),
  });
  app.get('/json', async () => ({ hello: 'world' }));
  app.get('/crash', async () => {
    throw new Error('crashed on purpose');
  });
  app.get('/hijacked', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(201, { 'content-length': 2 }).end('ok');
  });
  await app.ready();
  const answered = async (url: string) => {
    const from = lines.length;
    const response = await app.inject({ url, headers: { 'x-request-id': 'sent-id' } });
    await delay(10); // the line is written once the answer is out
    return { response, lines: lines.slice(from) };
  };
  return { app, answered };
}

describe('the request lines', () => {
  it('are one line per answered request at info, with what was answered and how long it took', async () => {
    const { app, answered } = await appLogging('info');
    try {
      const json = await answered('/json');
      expect(json.lines).toHaveLength(1);
      expect(json.lines[0]).toMatchObject({
        level: 30,
        msg: REQUEST_ANSWERED,
        requestId: expect.any(String),
        method: 'GET',
        url: '/json',
        status: 200,
        bytes: json.response.rawPayload.length,
      });
      expect(json.lines[0]?.ms).toBeTypeOf('number');

      const hijacked = await answered('/hijacked');
      expect(hijacked.lines).toEqual([
        expect.objectContaining({ msg: REQUEST_ANSWERED, url: '/hijacked', status: 201 }),
      ]);

      // Fastify's own error line stays; the answer's line follows it.
      const crash = await answered('/crash');
      expect(crash.lines.map((line) => [line.level, line.msg])).toEqual([
        [50, 'crashed on purpose'],
        [30, REQUEST_ANSWERED],
      ]);
      expect(crash.lines[1]).toMatchObject({ status: 500 });
    } finally {
      await app.close();
    }
  });

  it('say when a request came in only at debug', async () => {
    const { app, answered } = await appLogging('debug');
    try {
      const json = await answered('/json');
      expect(json.lines.map((line) => line.msg)).toEqual([REQUEST_RECEIVED, REQUEST_ANSWERED]);
      expect(json.lines[0]).toMatchObject({ method: 'GET', url: '/json' });
    } finally {
      await app.close();
    }
  });

  it('are not written at warn', async () => {
    const { app, answered } = await appLogging('warn');
    try {
      expect((await answered('/json')).lines).toEqual([]);
      expect((await answered('/crash')).lines.map((line) => line.msg)).toEqual([
        'crashed on purpose',
      ]);
    } finally {
      await app.close();
    }
  });
});
