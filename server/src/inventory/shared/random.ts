// Deterministic randomness: every "random" choice in the flight model is a pure function of a
// text seed (airline, route, date…), so the same search gives the same flights on every server,
// all day and across restarts.

// FNV-1a, 32 bits: a quick, well-spread hash of a seed text.
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// mulberry32: a small PRNG with good statistical quality for simulation, seeded by a 32-bit int.
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(...parts: (string | number)[]): () => number {
  return mulberry32(hashText(parts.join('|')));
}

// A short stable id from a text: two independent 32-bit hashes in base 36.
export function stableId(text: string): string {
  const first = hashText(text);
  const second = hashText(`${text}#`);
  return `${first.toString(36).padStart(7, '0')}${second.toString(36).padStart(7, '0')}`;
}

// Plain code-unit order: stable, locale-free and fast (codes and ids are ASCII).
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
