/**
 * A small seeded PRNG (mulberry32) so the demo library is identical on every fresh
 * database: screenshots, e2e expectations and bug reports can point at the same rows.
 * Math.random would give every developer a different library.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** a float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** an integer in [min, max], both ends included */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items in random order (fewer when the list is shorter) */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** a value spread over orders of magnitude, as view counts and prices are in real life */
  logUniform(min: number, max: number): number {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }

  /** a string of random decimal digits, not starting with 0 */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(this.int(0, 9));
    return out;
  }
}

/** item `i` of a list, cycling: round-robin is how the generator guarantees coverage */
export function cycle<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}
