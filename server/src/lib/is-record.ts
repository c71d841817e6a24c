/** A plain object's properties, for reading a value whose shape nothing here trusts. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
