import { addDaysIso, todayIso } from '@/lib/iso-date';
import { inProcessApi, request } from '@/testing/first-screen';

import { renderFirstScreen } from './render-first-screen';

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a details page's first screen, drawn with its answers", () => {
  const stay = `checkIn=${addDaysIso(todayIso(), 30)}&checkOut=${addDaysIso(todayIso(), 32)}&room=2`;
  const notFound = () => Response.json({ detail: 'Not found' }, { status: 404 });

  it("asks for a hotel and its rates for the link's stay, as the page asks them", async () => {
    const server = inProcessApi(notFound);
    await renderFirstScreen(request(`/hotel-details/123456?${stay}`, server.api));

    const asked = server.requests.map((each) => `${each.method} ${new URL(each.url).pathname}`);
    expect(asked.sort()).toEqual([
      'GET /api/hotelbeds/hotels/123456/',
      'POST /api/hotelbeds/availability/',
    ]);
    const rates = server.requests.find((each) => each.method === 'POST')!;
    expect(await rates.json()).toMatchObject({ hotels: { hotel: [123456] } });
  });

  it("asks for a car offer by the link's id, and nothing for ids that name nothing", async () => {
    const server = inProcessApi(notFound);
    await renderFirstScreen(request('/car-details/AbC_12-x', server.api));
    await renderFirstScreen(request('/car-details/not%20an%20id', server.api));
    await renderFirstScreen(request('/hotel-details/12', server.api));

    expect(server.requests.map((each) => new URL(each.url).pathname)).toEqual([
      '/api/cars/offers/AbC_12-x/',
    ]);
  });
});
