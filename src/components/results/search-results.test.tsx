import { render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';

import { useDrawnFirst } from './search-results';

const RESULTS = Array.from({ length: 20 }, (_, index) => `Result ${index + 1}`);

function List({ results }: { results: string[] }) {
  const drawn = useDrawnFirst(results, 6);
  return (
    <ul>
      {drawn.map((result) => (
        <li key={result}>{result}</li>
      ))}
    </ul>
  );
}

// How many results each commit of the list showed.
function renderCountingCommits(results: string[]) {
  const shown: number[] = [];
  const view = render(
    <Profiler id="list" onRender={() => shown.push(screen.queryAllByRole('listitem').length)}>
      <List results={results} />
    </Profiler>,
  );
  return { shown, ...view };
}

describe('useDrawnFirst', () => {
  it('draws the first few, then the rest a few more in each later commit, until all are drawn', async () => {
    const { shown } = renderCountingCommits(RESULTS);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(shown).toEqual([6, 12, 18, 20]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(RESULTS);
  });

  it('draws a list no longer than the first few at once, and a new list from where it stands', async () => {
    const { shown, rerender } = renderCountingCommits(RESULTS.slice(0, 4));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    // Load More: the next page is added a few at a time too.
    rerender(
      <Profiler id="list" onRender={() => shown.push(screen.queryAllByRole('listitem').length)}>
        <List results={RESULTS} />
      </Profiler>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(shown[0]).toBe(4);
    expect(
      Math.max(...shown.slice(1).map((count, index) => count - shown[index]!)),
    ).toBeLessThanOrEqual(6);
  });
});
