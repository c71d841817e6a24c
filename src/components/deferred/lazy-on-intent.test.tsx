import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';

import { lazyOnIntent } from './lazy-on-intent';

describe('lazyOnIntent', () => {
  it('loads parts at the first intent and shows each in a commit of its own', async () => {
    let commits = 0;
    const shownIn: Record<string, number> = {};
    const part = (name: string) =>
      function Part() {
        useLayoutEffect(() => void (shownIn[name] = commits), []);
        return <p>{name}</p>;
      };
    const Filters = lazyOnIntent(async () => part('Filters'));
    const SearchForm = lazyOnIntent(async () => part('Search form'));
    render(
      <Profiler id="page" onRender={() => (commits += 1)}>
        <Filters fallback={<p>Filters soon</p>} />
        <SearchForm fallback={<p>Search form soon</p>} />
      </Profiler>,
    );
    expect(screen.getByText('Filters soon')).toBeInTheDocument();
    expect(screen.getByText('Search form soon')).toBeInTheDocument();

    await act(async () => void fireEvent.pointerDown(window));
    expect(await screen.findByText('Filters')).toBeInTheDocument();
    expect(await screen.findByText('Search form')).toBeInTheDocument();
    expect(screen.queryByText(/soon/)).not.toBeInTheDocument();
    expect(shownIn['Filters']).not.toBe(shownIn['Search form']);
  });

  it('keeps the placeholder when the code fails to load, and shows the other parts', async () => {
    const Broken = lazyOnIntent(() => Promise.reject(new Error('chunk failed')));
    const Working = lazyOnIntent(async () => () => <p>Working part</p>);
    render(
      <>
        <Broken fallback={<p>Broken soon</p>} />
        <Working fallback={<p>Working soon</p>} />
      </>,
    );
    await act(async () => void fireEvent.keyDown(window));
    expect(await screen.findByText('Working part')).toBeInTheDocument();
    expect(screen.getByText('Broken soon')).toBeInTheDocument();
  });
});
