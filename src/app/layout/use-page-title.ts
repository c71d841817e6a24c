import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { useRouteHandles } from '../route-handles';

const hasTitle = (handle: unknown): handle is { title: string } =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { title?: unknown }).title === 'string';

/** How long a page may take to draw its heading after a navigation (a lazily loaded part). */
const HEADING_WAIT_MS = 5_000;
const HEADING_POLL_MS = 100;

/**
 * Each page's document title in the traveller's language (the deepest route's `handle.title`),
 * and, after a navigation to another page, focus on the new page's heading, so a screen reader
 * or keyboard user starts where the page starts (WCAG 2.4.3). The first load keeps the
 * browser's own focus.
 */
export function usePageTitleAndFocus() {
  const { t } = useTranslation();
  const handles = useRouteHandles();
  const { pathname } = useLocation();
  const key = handles.findLast(hasTitle)?.title;
  const title =
    key === undefined || key === 'home'
      ? t('pageTitles.home')
      : t('pageTitles.suffix', { page: t(`pageTitles.${key}`) });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (waited < HEADING_WAIT_MS) {
        waited += HEADING_POLL_MS;
        timer = setTimeout(focusHeading, HEADING_POLL_MS);
      }
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [pathname]);
}
