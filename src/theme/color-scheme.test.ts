import { whenDark } from './color-scheme';
import { createAppTheme } from './theme';

type Sheet = Record<string, Record<string, unknown>>;

describe("the theme's colour variables", () => {
  const sheets = () =>
    (createAppTheme('ltr') as unknown as { generateStyleSheets(): Sheet[] }).generateStyleSheets();

  it('are light at the root, dark when chosen, and dark before any choice in a dark system', () => {
    const all = sheets();
    const light = all.find((sheet) => ':root, [data-theme="light"]' in sheet)?.[
      ':root, [data-theme="light"]'
    ];
    const dark = all.find((sheet) => '[data-theme="dark"]' in sheet)?.['[data-theme="dark"]'];
    const systemDark = all.find((sheet) => '@media (prefers-color-scheme: dark)' in sheet)?.[
      '@media (prefers-color-scheme: dark)'
    ];

    expect(light?.['--mui-palette-primary-main']).toBe('#0A5E85');
    expect(dark?.['--mui-palette-primary-main']).toBe('#5EB8E0');
    expect(systemDark).toEqual({ ':root:not([data-theme])': dark });
  });

  it('dark-only styles apply to a chosen dark scheme and to a dark system with no choice', () => {
    expect(whenDark({ display: 'none' })).toEqual({
      'html[data-theme="dark"] &': { display: 'none' },
      '@media (prefers-color-scheme: dark)': {
        'html:not([data-theme]) &': { display: 'none' },
      },
    });
  });
});
