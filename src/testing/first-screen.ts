/*
 * Helpers for the first screen's tests (src/app/first-screen/): the API the server's renderer is
 * handed, recording what it is asked, and a page request to draw.
 */

/** The server's API as the renderer is handed it: each request recorded and answered. */
export function inProcessApi(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  return {
    requests,
    api: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const asked = new Request(input, init);
        requests.push(asked);
        return Promise.resolve(answer(asked));
      },
    },
  };
}

export const request = (url: string, api: { fetch: typeof fetch }) => ({
  url,
  language: 'en' as const,
  api,
});
