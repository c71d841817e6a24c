import type { FastifySchemaValidationError } from 'fastify';
import { describeValidationError } from '../../src/lib/validation-message.ts';

const ajvError = (error: Partial<FastifySchemaValidationError>): FastifySchemaValidationError => ({
  keyword: 'type',
  instancePath: '',
  schemaPath: '#',
  params: {},
  message: 'fails',
  ...error,
});

describe('describeValidationError', () => {
  it('names a nested field with dots', () => {
    const error = ajvError({
      keyword: 'minLength',
      instancePath: '/passengers/0/name',
      params: { limit: 1 },
    });

    expect(describeValidationError([error], 'body')).toEqual({
      detail: 'passengers.0.name: must not be empty',
      field: 'passengers.0.name',
    });
  });

  it('names the part of the request when the whole of it is wrong', () => {
    const error = ajvError({ keyword: 'type', params: { type: 'object' } });

    expect(describeValidationError([error], 'querystring')).toEqual({
      detail: 'Query string must be a JSON object',
    });
  });

  it('falls back to the validator message for rules it has no words for', () => {
    const error = ajvError({
      keyword: 'multipleOf',
      instancePath: '/amount',
      message: 'must be multiple of 5',
    });

    expect(describeValidationError([error], 'body').detail).toBe('amount: must be multiple of 5');
  });
});
