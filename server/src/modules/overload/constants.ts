// The code of a 503 for work refused because the server has too much of it already: nothing was
// done, and the same request may be sent again after Retry-After (the web app does, src/api/).
export const BUSY_CODE = 'busy';
