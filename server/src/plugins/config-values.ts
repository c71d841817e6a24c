import { isIP } from 'node:net';
import type { TrustProxy } from './config.ts';

// The readers of one setting each for loadConfig (config.ts): each adds what is wrong with its
// value to the problems, so every bad setting is named at once.

export function readSwitch(name: string, value: string | undefined, problems: string[]): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  problems.push(`${name} must be 1 or 0 (got "${value}")`);
  return false;
}

export function readWhole(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  fallback: number,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (/^\d+$/.test(value) && number >= min && number <= max) return number;
  problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return fallback;
}

export function readPort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (/^\d+$/.test(value) && port <= 65535) return port;
  problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  return 8080;
}

export function readTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((part) => part.trim());
  const isAddress = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  };
  if (entries.every(isAddress)) return entries;
  problems.push(
    `TRUST_PROXY must be true, false, a number of hops or a list of addresses/CIDR ranges (got "${value}")`,
  );
  return false;
}

// Origins are compared exactly by the CORS plugin, so they are normalised to scheme://host[:port].
export function readOrigins(value: string | undefined, problems: string[]): string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    const isOrigin =
      parsed !== null &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      (parsed.pathname === '/' || parsed.pathname === '') &&
      parsed.search === '' &&
      parsed.hash === '' &&
      parsed.username === '';
    if (isOrigin) origins.push(parsed.origin);
    else
      problems.push(
        `CORS_ORIGINS entries must be origins like https://app.example.com (got "${entry}")`,
      );
  }
  return origins;
}
