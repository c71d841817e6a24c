import { tileSourceFrom } from './tile-source';

describe('the map tile source from the build configuration', () => {
  it('is off unless configured', () => {
    expect(tileSourceFrom(undefined, undefined)).toBeNull();
    expect(tileSourceFrom('  ', 'ignored')).toBeNull();
  });

  it('takes an https template or a path on our own site, with its credit', () => {
    expect(tileSourceFrom('https://tiles.example.com/{z}/{x}/{y}.png', ' © Example ')).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(tileSourceFrom('/tiles/{z}/{x}/{y}.webp', undefined)).toEqual({
      url: '/tiles/{z}/{x}/{y}.webp',
      attribution: '',
    });
  });

  it('refuses what would not draw tiles, or would fetch them insecurely or from anywhere', () => {
    for (const template of [
      'https://tiles.example.com/{z}/{x}.png',
      'http://tiles.example.com/{z}/{x}/{y}.png',
      '//tiles.example.com/{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}.png',
      'https://[bad/{z}/{x}/{y}.png',
    ]) {
      expect(tileSourceFrom(template, undefined)).toBe('invalid');
    }
  });
});
