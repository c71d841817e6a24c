test('jest runs', () => { expect(new URL('.', import.meta.url).protocol).toBe('file:'); });
