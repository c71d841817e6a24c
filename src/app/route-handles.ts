import { createContext, useContext } from 'react';

/**
 * The `handle` of each route the current page matched, outermost first (what the data router's
 * useMatches gave): the app's routes provide it (router.tsx), the layout reads the page title
 * from it.
 */
export const RouteHandlesContext = createContext<unknown[]>([]);

export const useRouteHandles = () => useContext(RouteHandlesContext);
