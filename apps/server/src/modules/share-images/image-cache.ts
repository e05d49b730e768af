/** An image as served: its bytes, and how long drawing it took when this request waited for it. */
export interface ServedImage {
  bytes: Buffer;
  /** Milliseconds from the start of its render to the end; undefined when it was already kept. */
  renderMs: number | undefined;
}

/**
 * Rendered images by their token, least recently used dropped first once the bytes kept pass
 * `maxBytes`. Requests for an image being made wait for that one render instead of starting their
 * own, and at most `parallel` renders run at once: each keeps a libuv thread busy for tens of
 * milliseconds, threads the file system and compression share.
 */
export class ImageCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly making = new Map<string, Promise<ServedImage>>();
  private bytes = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly maxBytes: number,
    private readonly parallel = 2,
  ) {}

  /** Whether the image is kept or being made: asking for it costs no render. */
  has(key: string) {
    return this.entries.has(key) || this.making.has(key);
  }

  /** The image under `key`, made by `render` once if it is neither kept nor being made. */
  getOrMake(key: string, render: () => Promise<Buffer>): Promise<ServedImage> {
    const kept = this.entries.get(key);
    if (kept) {
      // now the most recently used
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve({ bytes: kept, renderMs: undefined });
    }
    let made = this.making.get(key);
    if (!made) {
      made = this.inTurn(render)
        .then((served) => {
          this.keep(key, served.bytes);
          return served;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, bytes: Buffer) {
    // One image may take at most a quarter of the cache, so it cannot empty it alone.
    if (bytes.length > this.maxBytes / 4) return;
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  private async inTurn(render: () => Promise<Buffer>): Promise<ServedImage> {
    // A finished render hands its place straight to the next in line, so none can slip in between.
    if (this.running < this.parallel) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const started = performance.now();
    try {
      const bytes = await render();
      return { bytes, renderMs: performance.now() - started };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
