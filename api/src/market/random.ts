// A small seeded generator: the same seed gives the same numbers on every machine.
// Only integer operations and IEEE additions/multiplications, which every engine computes alike.

/** FNV-1a: a text seed -> 32-bit state. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Random {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Approximately standard normal (Irwin-Hall: the sum of 12 uniforms minus 6). */
  normal(): number;
}

/** mulberry32 seeded by `seed`. */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    uniform,
    normal() {
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += uniform();
      return sum - 6;
    },
  };
}
