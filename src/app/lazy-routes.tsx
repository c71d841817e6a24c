import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

import { loadShownLanguages } from '@/i18n/i18n';
import { yieldToMain } from '@/lib/yield-to-main';

import { LazyFooter } from './layout/lazy-footer';

/*
 * The route table (router.tsx) names each page's code as `lazy: lazyPage(module, 'Export')`, React
 * Router's own shape (`lazy: async () => ({ Component })`), one chunk per area. React Router's
 * declarative mode (much smaller than its data router) does not load such routes itself: the
 * app's routes (AppRoutes) keep showing a page until the next one's code has loaded
 * (preloadRoutes), as the data router did, and the app's first render, in the browser and on the
 * server, waits for it too, so it draws the page at once.
 */

/** A route's page: the loader of its component, made once per route (its loading is kept by it). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The page a module exports as `name`, loaded with the module (whose import names its chunk). */
export const lazyPage =
  <K extends string, M extends Record<K, ComponentType>>(
    load: () => Promise<M>,
    name: K,
  ): LazyPage =>
  async () => ({ Component: (await load())[name] });

type Loading =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

const loads = new WeakMap<LazyPage, Loading>();

function start(lazy: LazyPage): Loading & { status: 'loading' } {
  const loading = {
    status: 'loading' as const,
    promise: lazy().then(
      ({ Component }) => void loads.set(lazy, { status: 'loaded', Component }),
      (error: unknown) => void loads.set(lazy, { status: 'failed', error }),
    ),
  };
  loads.set(lazy, loading);
  return loading;
}

// Shown only once preloadRoutes has settled for its path (AppRoutes sees to it).
function LoadedPage({ lazy }: { lazy: LazyPage }) {
  const loading = loads.get(lazy);
  // A page whose code failed to load shows the route error page (route-error-boundary.tsx).
  if (loading?.status === 'failed') throw loading.error;
  return loading?.status === 'loaded' ? <loading.Component /> : null;
}

const routePage = (route: RouteObject) => route.lazy as LazyPage | undefined;

/** Whether a route has the footer far below the fold (`handle.footerBelowTheFold`). */
export const footerBelowTheFold = (handle: unknown) =>
  typeof handle === 'object' &&
  handle !== null &&
  (handle as { footerBelowTheFold?: unknown }).footerBelowTheFold === true;

/**
 * What a path draws on its first screen, from one match of the route table: its pages' code, and
 * the layout's own chunks: the footer (layout/lazy-footer.tsx), unless a route it matches has it
 * far below the fold (`handle.footerBelowTheFold`), where it loads when seen.
 */
function pathParts(routes: RouteObject[], pathname: string) {
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  return {
    pages: matched.flatMap((route) => routePage(route) ?? []),
    layout: matched.some((route) => footerBelowTheFold(route.handle)) ? [] : [LazyFooter],
  };
}

/** The route table with each lazy route's page as an element that shows it once loaded. */
export function withLazyPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = routePage(route);
    const children = route.children && withLazyPages(route.children);
    const element = lazy ? <LoadedPage lazy={lazy} /> : route.element;
    return { ...route, lazy: undefined, element, children } as RouteObject;
  });
}

/** Whether every page a path shows has its code, or has failed to get it. */
export function routesLoaded(routes: RouteObject[], pathname: string): boolean {
  const { pages, layout } = pathParts(routes, pathname);
  return (
    pages.every((lazy) => {
      const status = loads.get(lazy)?.status;
      return status === 'loaded' || status === 'failed';
    }) && layout.every((part) => part.settled())
  );
}

/**
 * Loads the code of every page a path shows (and of the layout's parts on its first screen), then
 * the strings it registered in the language shown; resolves when each has loaded or failed.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const { pages, layout } = pathParts(routes, pathname);
  await Promise.all([
    ...pages.map((lazy) => {
      const known = loads.get(lazy);
      if (known?.status === 'loaded') return undefined;
      // Not asked for yet, or failed before (a deploy replaced the chunk, the network dropped):
      // ask now.
      return (known?.status === 'loading' ? known : start(lazy)).promise;
    }),
    ...layout.map((part) => part.preload()),
  ]);
  // The code that just arrived ran in the task that made it ready; its strings in one of their own.
  await yieldToMain();
  // Strings that fail to load fall back to English; the page still shows.
  await loadShownLanguages().catch(() => {});
}
