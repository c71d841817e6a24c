import { http, HttpResponse } from 'msw';

import { AUTH_TOKENS } from './auth-handlers';

/*
 * The booking core's change calls (server/src/modules/bookings/change-routes.ts) for the SPA's
 * tests, the same for every kind but for its path: the quote and the change answer what the test
 * lists, each in turn (the last one repeats). No pricing here: the rules stay the server's.
 */

export type Answer = { status: number; body: unknown };

export const conflict = (code: string): Answer => ({
  status: 409,
  body: { detail: `Server words for ${code}`, code },
});

/** The next of a test's answers to one call: each in turn, then the last again. */
export function inTurn<T>(list: readonly T[] | undefined) {
  let index = 0;
  return () => list?.[Math.min(index++, list.length - 1)];
}

export interface ChangeAnswers {
  quotes?: Answer[];
  changes?: Answer[];
  /** Called when a change is made (a 200), so the test's list can show the changed booking. */
  onChanged?: () => void;
  /** The bearer the calls must carry: the signed-in traveller's, or a guest's from find my booking. */
  token?: string;
}

const reply = (answer: Answer | undefined) =>
  answer
    ? HttpResponse.json(answer.body as object, { status: answer.status })
    : HttpResponse.error();

/** The quote and change of a kind's bookings at `path` ('*\/api/hotelbeds/booking/'). */
export function changeCallHandlers(path: string, answers: ChangeAnswers) {
  const quote = inTurn(answers.quotes);
  const change = inTurn(answers.changes);
  const signedIn = (request: Request) =>
    request.headers.get('authorization') === `Bearer ${answers.token ?? AUTH_TOKENS.access}`;
  return [
    http.post(`${path}:reference/change/quote/`, ({ request }) =>
      signedIn(request) ? reply(quote()) : HttpResponse.error(),
    ),
    http.post(`${path}:reference/change/`, ({ request }) => {
      if (!signedIn(request)) return HttpResponse.error();
      const answer = change();
      if (answer?.status === 200) answers.onChanged?.();
      return reply(answer);
    }),
  ];
}
