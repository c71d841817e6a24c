import { createAction } from '@reduxjs/toolkit';

/*
 * A results page's first screen is drawn by the server with the page's first answer (a hotel
 * search's first page, say), asked of its own routes in process. The answer travels in the page as
 * a JSON block (not a script that runs) and joins the SPA's RTK Query cache before its first
 * render, so the SPA draws the same results over the server's instead of a skeleton, and asks the
 * API again only when RTK Query would anyway.
 */

/** RTK Query's settled cache entries, by cache key, as its state holds them. */
export type FirstScreenAnswers = Record<string, unknown>;

/** RTK Query takes these entries into its cache (base-api.ts, extractRehydrationInfo). */
export const firstScreenAnswers = createAction<FirstScreenAnswers>('api/firstScreenAnswers');

/** The id of the page's JSON block. */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

/**
 * The answers in the page, or none when it has none or they are unreadable (then the page asks
 * the API as it would without them).
 */
export function readFirstScreenAnswers(document: Document): FirstScreenAnswers | undefined {
  const text = document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    return answers !== null && typeof answers === 'object' && !Array.isArray(answers)
      ? (answers as FirstScreenAnswers)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The answers as a JSON block for the page's HTML; `<` is escaped so no text can close it. */
export function firstScreenAnswersBlock(answers: FirstScreenAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${json}</script>`;
}
