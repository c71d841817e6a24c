import { Type, type Static } from 'typebox';

export const HealthResponseSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  },
  { description: 'The server and its database answer' },
);
export type HealthResponse = Static<typeof HealthResponseSchema>;

export const ReadyResponseSchema = Type.Object(
  {
    status: Type.Literal('ready'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  },
  { description: 'The database answers and holds every migration this server needs' },
);
export type ReadyResponse = Static<typeof ReadyResponseSchema>;
