import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCall, isAnswer, isCall, PendingCalls } from './thread-calls.ts';

describe('calls between threads', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => channels.splice(0).forEach(({ port1, port2 }) => (port1.close(), port2.close())));

  /** A caller on one port, and on the other a side answering with `handle`. */
  const connected = (handle: (op: string, args: unknown) => Promise<unknown>) => {
    const channel = new MessageChannel();
    channels.push(channel);
    const { port1: caller, port2: callee } = channel;
    const calls = new PendingCalls((message) => caller.postMessage(message));
    caller.on('message', (message: unknown) => isAnswer(message) && calls.answered(message));
    callee.on('message', (message: unknown) => {
      if (isCall(message)) void answerCall(message, handle, (answer) => callee.postMessage(answer));
    });
    return calls;
  };

  it('answers each call with its own value, whatever order they end in', async () => {
    const calls = connected(async (op, args) => {
      const { ms } = args as { ms: number };
      await new Promise((resolve) => setTimeout(resolve, ms));
      return `${op} after ${ms}`;
    });
    const answers = await Promise.all([
      calls.call('slow', { ms: 30 }),
      calls.call('fast', { ms: 1 }),
    ]);
    expect(answers).toEqual(['slow after 30', 'fast after 1']);
  });

  it('carries an error’s message, name, code and status across', async () => {
    const calls = connected(async () => {
      throw Object.assign(new TypeError('connection refused'), {
        code: 'ECONNREFUSED',
        statusCode: 503,
      });
    });
    const error = await calls.call('read', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'connection refused',
      name: 'TypeError',
      code: 'ECONNREFUSED',
      statusCode: 503,
    });
  });

  it('fails the calls still waiting when the other side is gone', async () => {
    const calls = connected(() => new Promise(() => {}));
    const waiting = calls.call('never', {});
    calls.failAll(new Error('the thread exited'));
    await expect(waiting).rejects.toThrow('the thread exited');
  });
});
