import { styleCache } from './first-screen-styles';
import { renderFirstScreen } from './render-first-screen';

describe('the styles drawings keep for the next (one cache per language, bounded)', () => {
  it('keeps one cache per language and starts afresh past 5,000 styles, and draws the same', async () => {
    const en = styleCache('en');
    expect(styleCache('en')).toBe(en);
    expect(styleCache('ar')).not.toBe(en);
    const before = await renderFirstScreen({ url: '/login', language: 'en' });

    // Styles made from data are new on each drawing: the cache grows past its bound.
    for (let index = 0; index <= 5000; index += 1) en.inserted[`grown-${index}`] = true;
    const fresh = styleCache('en');

    expect(fresh).not.toBe(en);
    expect(Object.keys(fresh.inserted)).toHaveLength(0);
    const after = await renderFirstScreen({ url: '/login', language: 'en' });
    expect(after!.body).toBe(before!.body);
  });
});
