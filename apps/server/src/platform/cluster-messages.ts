import cluster, { type Worker } from 'node:cluster';
import {
  localHitCounters,
  type HitCounter,
  type HitCounters,
  type WindowCount,
} from './rate-limit.ts';

/**
 * Questions a worker asks the primary of a cluster (WORKERS > 1) and their answers, over the
 * cluster's IPC channel: what the workers must share but cannot keep each for itself, such as
 * the rate limits' counts. Each message is tagged so other users of the channel (prom-client's
 * metrics aggregation) are left alone.
 */

interface Question {
  chhiwat: 'ask';
  id: number;
  topic: string;
  payload: unknown;
}
interface Answer {
  chhiwat: 'answer';
  id: number;
  value?: unknown;
  error?: string;
}

const isQuestion = (message: unknown): message is Question =>
  (message as Question | null)?.chhiwat === 'ask';
const isAnswer = (message: unknown): message is Answer =>
  (message as Answer | null)?.chhiwat === 'answer';

/** How long a worker waits for the primary before doing without it. */
export const PRIMARY_ANSWER_MS = 1_000;

export class PrimaryUnavailable extends Error {}

let nextId = 1;
const waiting = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (e: Error) => void }
>();
let listening = false;

/** Asks the primary; rejects with PrimaryUnavailable when it does not answer in time. */
export function askPrimary<T>(
  topic: string,
  payload: unknown,
  timeoutMs = PRIMARY_ANSWER_MS,
): Promise<T> {
  if (!process.send) return Promise.reject(new PrimaryUnavailable('not a cluster worker'));
  if (!listening) {
    listening = true;
    process.on('message', (message) => {
      if (!isAnswer(message)) return;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.value);
    });
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new PrimaryUnavailable(`the primary did not answer "${topic}" in time`));
    }, timeoutMs);
    waiting.set(id, {
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ chhiwat: 'ask', id, topic, payload } satisfies Question);
  });
}

export type Answerers = Record<string, (payload: never) => unknown>;

/** In the primary: answers every worker's questions with the function of their topic. */
export function answerWorkers(answerers: Answerers) {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isQuestion(message)) return;
    const answer = answerers[message.topic];
    void Promise.resolve()
      .then(() => {
        if (!answer) throw new Error(`no answer for "${message.topic}"`);
        return answer(message.payload as never);
      })
      .then(
        (value) => send(worker, { chhiwat: 'answer', id: message.id, value }),
        (error: unknown) =>
          send(worker, { chhiwat: 'answer', id: message.id, error: String(error) }),
      );
  });
}

function send(worker: Worker, answer: Answer) {
  if (worker.isConnected()) worker.send(answer);
}

interface CountQuestion {
  name: string;
  windowMs: number;
  key: string;
  now: number;
}

/** The primary's side of the shared counters: one local counter per budget, for every worker. */
export function countingAnswerers(): Answerers {
  const counters = new Map<string, HitCounter>();
  return {
    count: ({ name, windowMs, key, now }: CountQuestion) => {
      let counter = counters.get(name);
      if (!counter) counters.set(name, (counter = localHitCounters(name, windowMs)));
      return counter.hit(key, now);
    },
  };
}

/**
 * A worker's counters: every hit is counted by the primary, so a limit holds across workers. If
 * the primary does not answer, the hit is counted here instead (a limit per worker, for a moment)
 * rather than refused or left waiting.
 */
export const clusterHitCounters: HitCounters = (name, windowMs) => {
  const fallback = localHitCounters(name, windowMs);
  return {
    hit: async (key, now) => {
      try {
        return await askPrimary<WindowCount>('count', { name, windowMs, key, now });
      } catch {
        return fallback.hit(key, now);
      }
    },
  };
};
