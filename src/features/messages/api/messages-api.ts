import type { Message, MessagesPage, UnreadCount } from '@server/modules/messages/schemas.ts';
import { MESSAGES_PAGE_SIZE } from '@server/modules/messages/constants.ts';

import { baseApi } from '@/api/base-api';
import { nextPageParam } from '@/api/page-list';

const PATH = 'api/messages/';
const LIST = { type: 'Message', id: 'LIST' } as const;
const UNREAD = { type: 'Message', id: 'UNREAD' } as const;
// Every booking and cancellation writes a message: whatever invalidates the bookings lists (a
// new booking of any kind, a cancellation) reloads the messages too, without the kinds knowing.
const BOOKINGS = { type: 'Booking', id: 'LIST' } as const;

/*
 * The signed-in traveller's messages (server/src/modules/messages), newest first, and how many
 * are unread (the header asks for that alone). Reading one shows at once and undoes itself if
 * the server refuses.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadMessages: build.query<UnreadCount, void>({
      query: () => `${PATH}unread/`,
      providesTags: [UNREAD, BOOKINGS],
    }),
    listMessages: build.infiniteQuery<MessagesPage, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageParam },
      query: ({ pageParam }) => ({
        url: PATH,
        params: { page: pageParam, page_size: MESSAGES_PAGE_SIZE.default },
      }),
      providesTags: [LIST, BOOKINGS],
    }),
    markMessageRead: build.mutation<Message, string>({
      query: (id) => ({ url: `${PATH}${id}/read/`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const patches = [
          dispatch(
            messagesApi.util.updateQueryData('listMessages', undefined, (draft) => {
              for (const page of draft.pages) {
                for (const message of page.results) {
                  if (message.id === id && !message.readAt) message.readAt = readAt;
                }
              }
            }),
          ),
          dispatch(
            messagesApi.util.updateQueryData('unreadMessages', undefined, (draft) => {
              draft.unread = Math.max(0, draft.unread - 1);
            }),
          ),
        ];
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      invalidatesTags: (_result, error) =>
        error && typeof error.status !== 'number' ? [] : [UNREAD],
    }),
    markAllMessagesRead: build.mutation<UnreadCount, void>({
      query: () => ({ url: `${PATH}read-all/`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error && typeof error.status !== 'number' ? [] : [UNREAD, LIST],
    }),
  }),
});

export const {
  useUnreadMessagesQuery,
  useListMessagesInfiniteQuery,
  useMarkMessageReadMutation,
  useMarkAllMessagesReadMutation,
} = messagesApi;
