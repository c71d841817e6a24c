import { createStyleCache } from './style-cache';

describe('a style cache made over a drawn page', () => {
  afterEach(() => document.head.replaceChildren());

  it('counts the classes of its key as inserted and leaves their sheets where the server wrote them', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Safar</title>' +
      '<style data-drawn-classes="mui 1x2y3z 4a5b6c">.mui-1x2y3z{color:red}</style>' +
      '<style data-drawn-classes="muirtl 7d8e9f">.muirtl-7d8e9f{color:blue}</style>';
    const before = [...document.head.children];

    const cache = createStyleCache('ltr');

    expect(cache.inserted['1x2y3z']).toBe(true);
    expect(cache.inserted['4a5b6c']).toBe(true);
    expect(cache.inserted['7d8e9f']).toBeUndefined();
    expect([...document.head.children]).toEqual(before);
  });

  it('makes an empty cache on a page with no drawing', () => {
    expect(Object.keys(createStyleCache('ltr').inserted)).toEqual([]);
  });
});
