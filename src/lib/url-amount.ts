/**
 * An amount a link writes (a price bound): null when the link leaves it out, and null with the
 * parameter named in `problems` when it is not a number of zero or more.
 */
export function readAmount(
  params: URLSearchParams,
  param: string,
  problems: { push(problem: { param: string; problem: 'invalid' }): unknown },
): number | null {
  const text = params.get(param);
  if (text === null || text === '') return null;
  const value = Number(text);
  if (Number.isFinite(value) && value >= 0) return value;
  problems.push({ param, problem: 'invalid' });
  return null;
}
