import { renderErrors } from './image-render.errors.ts';

/**
 * Runs at most `concurrency` renders at once and lets at most `maxWaiting` more wait for a turn;
 * past that a render is refused at once (storage-api's "Too many requests"), so image work can
 * never take every CPU and worker thread the rest of the gateway needs.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw renderErrors.tooManyRequests();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The finished render hands its place straight to the next one.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Renders running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
