import { Type, type Static } from 'typebox';

// The one shape of every error answer (see ARCHITECTURE.md, "Contracts").
export const ErrorResponseSchema = Type.Object(
  {
    detail: Type.String({ description: 'A sentence a person can read.' }),
    code: Type.Optional(Type.String({ description: 'A stable machine-readable reason.' })),
    field: Type.Optional(Type.String({ description: 'The request field at fault, if any.' })),
  },
  { description: 'Error' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

// Route schemas list the error statuses a route can answer, so the OpenAPI document shows them
// and the serializer keeps error bodies to exactly detail/code/field.
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
