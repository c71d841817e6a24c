import { Type } from 'typebox';
import { CURRENCY_CODES } from './constants.ts';

// The small pieces the hotel schemas (schemas.ts and the files beside it) are built of.

export const money = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });
export const currency = Type.Enum(CURRENCY_CODES);
export const isoDate = (description: string) =>
  Type.String({ format: 'date', description, examples: ['2026-07-10'] });
export const LOCAL_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$';
export const hotelCode = Type.Integer({ minimum: 100_000, examples: [1115701] });
