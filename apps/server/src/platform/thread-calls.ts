/**
 * Calls between a thread and its parent over one message channel: each call carries an id, its
 * answer the same id. Errors cross as their message, name and code (what `isDatabaseUnavailable`
 * and the error handler read), since a cloned Error loses its own fields.
 */
export interface CallMessage {
  kind: 'call';
  id: number;
  op: string;
  args: unknown;
}

export interface AnswerMessage {
  kind: 'answer';
  id: number;
  value?: unknown;
  error?: SentError;
}

interface SentError {
  message: string;
  name: string;
  code?: unknown;
  statusCode?: unknown;
}

export const sentError = (error: unknown): SentError => {
  const { message, name, code, statusCode } = (error ?? {}) as Partial<SentError>;
  return {
    message: typeof message === 'string' ? message : String(error),
    name: typeof name === 'string' ? name : 'Error',
    code,
    statusCode,
  };
};

export const receivedError = ({ message, name, code, statusCode }: SentError): Error =>
  Object.assign(new Error(message), {
    name,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
  });

export const isCall = (message: unknown): message is CallMessage =>
  (message as CallMessage | null)?.kind === 'call';

export const isAnswer = (message: unknown): message is AnswerMessage =>
  (message as AnswerMessage | null)?.kind === 'answer';

/** The calls made through `post` and not answered yet. */
export class PendingCalls {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly post: (message: CallMessage) => void) {}

  call<T>(op: string, args: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.post({ kind: 'call', id, op, args });
      } catch (error) {
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  answered({ id, value, error }: AnswerMessage) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    if (error) call.reject(receivedError(error));
    else call.resolve(value);
  }

  /** Every call still waiting fails with `error` (the other side is gone). */
  failAll(error: Error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

/** Runs `message`'s op with `handle` and posts its answer (or its error). */
export async function answerCall(
  message: CallMessage,
  handle: (op: string, args: unknown) => Promise<unknown>,
  post: (answer: AnswerMessage) => void,
) {
  try {
    post({ kind: 'answer', id: message.id, value: await handle(message.op, message.args) });
  } catch (error) {
    post({ kind: 'answer', id: message.id, error: sentError(error) });
  }
}
