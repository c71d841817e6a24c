// Drawing from a seeded random stream (shared/random.ts): the catalogue's small helpers.

export type Random = () => number;

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const round1 = (value: number) => Math.round(value * 10) / 10;
export const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value));
