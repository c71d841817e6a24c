/*
 * The map's tile source, from the build's configuration (SAFAR_MAP_TILES, read by
 * webpack.config.ts). Off by default: the map then draws only the offline base map shipped in
 * the bundle, so nothing points at a host that is not ours. Plain TypeScript with no imports,
 * so webpack.config.ts checks the value with the same rule before building.
 */

export interface TileSource {
  /** A URL template with {z}, {x} and {y} (and {s} or {r} if the server wants them). */
  url: string;
  /** The credit the tiles' licence asks for, shown in the map's corner. */
  attribution: string;
}

/**
 * A tile source from a template and its credit, or null when none is configured. A template
 * must be an https URL or a path on our own origin, with {z}, {x} and {y}; anything else is a
 * mistake the caller reports (see webpack.config.ts), never a guess.
 */
export function tileSourceFrom(
  template: string | undefined,
  attribution: string | undefined,
): TileSource | null | 'invalid' {
  const url = template?.trim() ?? '';
  if (url === '') return null;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return 'invalid';
  if (!url.startsWith('https://') && !/^\/(?!\/)/.test(url)) return 'invalid';
  try {
    new URL(url.replace(/\{[a-z]+\}/g, '0'), 'https://safar.invalid');
  } catch {
    return 'invalid';
  }
  return { url, attribution: attribution?.trim() ?? '' };
}
