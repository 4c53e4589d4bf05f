import { randomInt } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the same seed replays the same run. */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A seed from `name` in the environment (to replay a run), else a fresh one. */
  static fromEnv(name: string): SeededRandom {
    const raw = process.env[name];
    const seed = raw ? Number(raw) : randomInt(2 ** 31);
    if (!Number.isInteger(seed) || seed < 0)
      throw new Error(`${name} must be an integer, got ${raw}`);
    return new SeededRandom(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  bytes(length: number): Buffer {
    const buffer = Buffer.alloc(length);
    for (let i = 0; i < length; i += 1) buffer[i] = this.int(0, 255);
    return buffer;
  }

  /** Printable ASCII, with some characters that matter to HTTP and JSON more often. */
  text(length: number): string {
    const special = ['\r', '\n', ':', ' ', '"', '\\', '%', '\0', '{', '[', '&', '=', '?', '/'];
    let out = '';
    for (let i = 0; i < length; i += 1)
      out += this.chance(0.15) ? this.pick(special) : String.fromCharCode(this.int(32, 126));
    return out;
  }

  /** A new generator seeded from this one, so a worker's cases do not depend on another's timing. */
  fork(): SeededRandom {
    return new SeededRandom(this.int(0, 2 ** 31 - 1));
  }
}
