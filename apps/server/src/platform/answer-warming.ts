/**
 * When the content version moves, the answers most asked under the old one are made again under the
 * new one before the old ones are let go (issue #42): meanwhile visitors are answered from the old
 * ones (platform/response-cache.ts), so a write costs the readers of those answers nothing, where
 * every reader used to wait for all of them to be made at once. A writer's answer waits for
 * `settled()`, so its next read shows its write.
 */

interface Run {
  version: string;
  done: Promise<void>;
}

export interface WarmingOptions {
  /** Answers made at once: their database reads overlap, their rendering does not. */
  concurrency: number;
  /** The old answers are let go after this even if some are not made yet. */
  limitMs: number;
}

export class AnswerWarming<Answer> {
  private run: Run | undefined;

  constructor(
    private readonly render: (answer: Answer) => Promise<void>,
    private readonly options: WarmingOptions,
  ) {}

  /** The version being warmed, if any. */
  get version(): string | undefined {
    return this.run?.version;
  }

  /**
   * Makes `answers` again for `version`, then calls `end` (the old answers let go), unless another
   * version's run took over meanwhile: that one ends it. A render that fails is skipped.
   */
  start(version: string, answers: readonly Answer[], end: () => void) {
    const run: Run = { version, done: Promise.resolve() };
    this.run = run;
    const queue = [...answers];
    const worker = async () => {
      for (let next = queue.shift(); next && this.run === run; next = queue.shift())
        await this.render(next).catch(() => undefined);
    };
    const workers = Array.from(
      { length: Math.min(this.options.concurrency, queue.length) },
      worker,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.limitMs);
      timer.unref();
    });
    run.done = Promise.race([Promise.all(workers), timeUp]).then(() => {
      clearTimeout(timer);
      queue.length = 0;
      if (this.run !== run) return;
      this.run = undefined;
      end();
    });
  }

  /** Resolves once no run is under way (the latest one included). */
  async settled(): Promise<void> {
    for (let run = this.run; run; run = this.run) await run.done;
  }
}
