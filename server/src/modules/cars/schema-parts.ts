import { Type, type Static, type TSchema } from 'typebox';
import { BRANCH_CODE_PATTERN, CURRENCY_CODES } from './constants.ts';

// The small pieces the car schemas (schemas.ts and the files beside it) are built of.

export const currency = Type.Enum(CURRENCY_CODES);
export const clockTime = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  examples: ['10:00'],
});
export const count = Type.Integer({ minimum: 0 });
export const branchCode = Type.String({
  pattern: BRANCH_CODE_PATTERN,
  examples: ['DXB', 'DXB-MA'],
});
// Query parameters take a branch code in any letter case.
export const branchParameter = (description: string) =>
  Type.String({ pattern: '^[A-Za-z]{3}(-[A-Za-z]{2})?$', description, examples: ['DXB'] });

// A value or null, as a JSON Schema type list rather than a union: the serializer writes it
// without checking each value against both branches, which costs more than the rest of a
// search's answer (as hotels found).
export function nullable<T extends TSchema>(schema: T, description?: string) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    ...(description === undefined ? {} : { description }),
    type: [type, 'null'],
  });
}
