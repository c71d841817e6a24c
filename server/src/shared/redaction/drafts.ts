import { aliasKey, type FoundSecret } from './redactor.ts';

/*
 * One placeholder per final value of a draft, not one per keystroke. A wizard saves its draft at
 * every key pressed, so a report holds "l", "la", "lay", … "layla@example.com" under the same
 * field; numbered one by one they would tell each secret's length. Here the values a field took
 * one after another, each one edit from the last (characters typed, deleted or pasted in one
 * place), are one draft, and every value on the way takes the placeholder of the value it ended
 * as. A value found in free text that is the start of another value of its kind found in the
 * report takes that value's placeholder too (a number typed into a note).
 *
 * Values the traveller settled on keep their own placeholders: a draft's final value is never
 * an alias, even where it was typed on the way to another.
 */

// `before` became `after` by inserting or deleting characters in one place.
function isOneEdit(before: string, after: string): boolean {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  return prefix + suffix >= shorter;
}

/** The values each field took, in order, without repeats: `kind:path` → values. */
function fieldHistories(found: readonly FoundSecret[]): Map<string, string[]> {
  const histories = new Map<string, string[]>();
  for (const { kind, canonical, path } of found) {
    if (path === null) continue;
    const field = `${kind}:${path}`;
    const values = histories.get(field) ?? [];
    if (values.at(-1) !== canonical) values.push(canonical);
    histories.set(field, values);
  }
  return histories;
}

/** `kind:canonical` of each value typed on the way → the canonical value it ended as. */
export function draftAliases(found: readonly FoundSecret[]): Map<string, string> {
  const aliases = new Map<string, string>();
  const finals = new Set<string>();
  for (const [field, values] of fieldHistories(found)) {
    const kind = field.slice(0, field.indexOf(':')) as FoundSecret['kind'];
    let draft: string[] = [];
    const close = () => {
      const last = draft.at(-1);
      if (last === undefined || draft.length < 2) return;
      finals.add(aliasKey(kind, last));
      for (const value of draft.slice(0, -1)) aliases.set(aliasKey(kind, value), last);
    };
    for (const value of values) {
      const previous = draft.at(-1);
      if (previous !== undefined && !isOneEdit(previous, value)) {
        close();
        draft = [];
      }
      draft.push(value);
    }
    close();
  }
  for (const final of finals) aliases.delete(final);

  // Found only in free text: the start of a longer value of its kind.
  const byKind = new Map<string, Set<string>>();
  for (const { kind, canonical } of found) {
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(canonical));
  }
  const inFields = new Set(
    found.filter((f) => f.path !== null).map((f) => aliasKey(f.kind, f.canonical)),
  );
  for (const { kind, canonical, path } of found) {
    const key = aliasKey(kind, canonical);
    if (path !== null || inFields.has(key) || aliases.has(key)) continue;
    let longest: string | null = null;
    for (const other of byKind.get(kind) ?? []) {
      if (other.length > canonical.length && other.startsWith(canonical)) {
        if (longest === null || other.length > longest.length) longest = other;
      }
    }
    if (longest !== null) aliases.set(key, aliases.get(aliasKey(kind, longest)) ?? longest);
  }
  return aliases;
}
