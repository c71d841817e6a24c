import type { Message } from '../server/src/modules/messages/schemas';
import { http, HttpResponse } from 'msw';

const PATH = '*/api/messages/';

/**
 * The messages API over an in-memory list, newest first (empty by default): reading one or all
 * marks them read; another id is a 404. Each call starts afresh.
 */
export function messagesHandlers(initial: readonly Message[] = []) {
  const messages: Message[] = initial.map((message) => ({ ...message }));
  const unread = () => messages.filter((message) => message.readAt === null).length;
  return [
    http.get(`${PATH}unread/`, () => HttpResponse.json({ unread: unread() })),
    http.get(PATH, () =>
      HttpResponse.json({
        count: messages.length,
        next: null,
        previous: null,
        results: messages,
        unread: unread(),
      }),
    ),
    http.post(`${PATH}read-all/`, () => {
      const now = new Date().toISOString();
      for (const message of messages) message.readAt ??= now;
      return HttpResponse.json({ unread: 0 });
    }),
    http.post(`${PATH}:id/read/`, ({ params }) => {
      const message = messages.find((each) => each.id === params.id);
      if (!message) {
        return HttpResponse.json(
          { detail: 'Message not found.', code: 'not_found' },
          { status: 404 },
        );
      }
      message.readAt ??= new Date().toISOString();
      return HttpResponse.json(message);
    }),
  ];
}

const booking = {
  reference: 'K7M2QX',
  kind: 'flight' as const,
  title: 'DXB → CDG',
  startsLocal: '2099-03-10T08:45:00',
  endsLocal: '2099-03-10T13:10:00',
};

/** One message of each type, newest first, the newest two unread. */
export const SAMPLE_MESSAGES: Message[] = [
  {
    id: '00000000-0000-4000-a000-000000000004',
    type: 'check_in_opens',
    params: { booking, departsAt: '2099-03-10T04:45:00.000Z' },
    createdAt: '2099-03-09T05:00:00.000Z',
    readAt: null,
  },
  {
    id: '00000000-0000-4000-a000-000000000003',
    type: 'free_cancellation_ends',
    params: {
      booking: {
        reference: 'H4T3LS',
        kind: 'hotel',
        title: 'Hotel Lumière',
        startsLocal: '2099-04-01T15:00:00',
        endsLocal: '2099-04-04T12:00:00',
      },
      freeUntil: '2099-03-31T13:00:00.000Z',
      freeUntilLocal: '2099-03-31T15:00:00',
    },
    createdAt: '2099-03-08T09:00:00.000Z',
    readAt: null,
  },
  {
    id: '00000000-0000-4000-a000-000000000002',
    type: 'booking_cancelled',
    params: {
      booking: { ...booking, reference: 'Z9Y8X7' },
      refund: { amount: '412.40', currency: 'USD' },
    },
    createdAt: '2099-03-02T09:00:00.000Z',
    readAt: '2099-03-02T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-a000-000000000001',
    type: 'booking_confirmed',
    params: { booking, status: 'confirmed', total: { amount: '512.40', currency: 'USD' } },
    createdAt: '2099-03-01T09:00:00.000Z',
    readAt: '2099-03-01T10:00:00.000Z',
  },
];
