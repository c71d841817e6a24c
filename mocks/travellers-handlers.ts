import type { SavedTraveller, TravellerDetails } from '@server/modules/travellers/schemas.ts';
import { http, HttpResponse } from 'msw';

const PATH = '*/authentication/profile/travellers/';

/**
 * The saved travellers API over an in-memory list (empty by default): PUT adds or updates by
 * passport, DELETE removes. A test passes its own list to start from.
 */
export function travellersHandlers(initial: readonly SavedTraveller[] = []) {
  let saved = [...initial];
  return [
    http.get(PATH, () => HttpResponse.json(saved)),
    http.put(PATH, async ({ request }) => {
      const { travellers } = (await request.json()) as { travellers: TravellerDetails[] };
      for (const traveller of travellers) {
        const kept = saved.find((each) => each.passportNumber === traveller.passportNumber);
        const id =
          kept?.id ?? `00000000-0000-4000-8000-${String(saved.length + 1).padStart(12, '0')}`;
        saved = [
          ...saved.filter((each) => each.id !== id),
          { id, ...traveller, updatedAt: new Date().toISOString() },
        ];
      }
      return HttpResponse.json(saved);
    }),
    http.delete(`${PATH}:id/`, ({ params }) => {
      saved = saved.filter((each) => each.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
