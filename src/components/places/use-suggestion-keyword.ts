import { useDebouncedValue } from '@/components/use-debounced-value';

/** §5/§9: suggestions from 3 characters, asked for 300 ms after the last keystroke. */
export const MIN_KEYWORD_LENGTH = 3;
const KEYWORD_DEBOUNCE_MS = 300;

/**
 * What a place field asks its suggestions for, from what the traveller typed: the text once it
 * has settled, and whether it is long enough to ask (`skip` tells the query not to yet).
 */
export function useSuggestionKeyword(typed: string) {
  const text = typed.trim();
  const keyword = useDebouncedValue(text, KEYWORD_DEBOUNCE_MS);
  const longEnough = text.length >= MIN_KEYWORD_LENGTH;
  return {
    keyword,
    longEnough,
    skip: !longEnough || keyword.length < MIN_KEYWORD_LENGTH,
    /** Typed text not asked for yet: the suggestions are still coming. */
    pending: longEnough && keyword !== text,
  };
}
