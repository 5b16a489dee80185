/**
 * A small deterministic random source (mulberry32) for property-style tests: the same seed gives
 * the same sequence on every machine, so a failure printed with its seed can be replayed with
 * `HOSTILE_SEED=<seed>`.
 */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** A version-4-shaped UUID from this sequence, so a replay sends the same ids. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }

  /** Some of `items` (possibly none), each kept with the given probability. */
  some<T>(items: readonly T[], probability = 0.5): T[] {
    return items.filter(() => this.chance(probability));
  }
}

/** `HOSTILE_SEED` when set (a number, or `random` for a fresh one), otherwise `fallback`. */
export function seedFromEnv(fallback: number): number {
  const given = process.env.HOSTILE_SEED;
  if (given === 'random') return Math.floor(Math.random() * 2 ** 31);
  return given && /^\d+$/.test(given) ? Number(given) : fallback;
}

/**
 * How many times the default number of hostile requests to send: `HOSTILE_ROUNDS` (a whole number
 * from 1), 1 otherwise. The default keeps `npm test` quick; a deeper search sets more rounds.
 */
export function roundsFromEnv(): number {
  const given = process.env.HOSTILE_ROUNDS;
  return given && /^[1-9]\d*$/.test(given) ? Number(given) : 1;
}
