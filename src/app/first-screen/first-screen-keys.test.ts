import { readFirstScreenAnswers, firstScreenAnswersBlock } from '@/api/first-screen-answers';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import { sharedDrawingKey } from './render-first-screen';

// Which first screens the server may keep, and the block that carries a page's answers; the
// answers a first screen asks for are in first-answers.test.ts.
afterEach(() => {
  document.head.innerHTML = '';
});

describe('which drawings the server may keep (sharedDrawingKey)', () => {
  const day = addDaysIso(todayIso(), 30);

  it('keeps one drawing per page that reads nothing of the query string, whatever it holds', () => {
    expect(sharedDrawingKey('/')).toBe('/');
    expect(sharedDrawingKey('/?ref=newsletter&utm_source=x')).toBe('/');
    expect(sharedDrawingKey('/login?utm_campaign=spring')).toBe('/login');
    expect(sharedDrawingKey('/flights')).toBe('/flights');
    expect(sharedDrawingKey('/flights?ref=partner')).toBe('/flights');
  });

  it('keeps no drawing of a search, answered, failed or refused, nor of a page without a first screen', () => {
    expect(
      sharedDrawingKey(
        `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${day}&adults=1`,
      ),
    ).toBeNull();
    expect(sharedDrawingKey('/flights?originLocationCode=DXB&departureDate=soon')).toBeNull();
    expect(sharedDrawingKey('/hotels')).toBeNull();
    expect(sharedDrawingKey('/hotels?destination=DXB&room=0')).toBeNull();
    expect(sharedDrawingKey('/cars?pickupDate=soon')).toBeNull();
    expect(sharedDrawingKey('/hotel-details/420000')).toBeNull();
    expect(sharedDrawingKey('/car-details/AbC_12-x')).toBeNull();
    expect(sharedDrawingKey('/signup')).toBeNull();
  });
});

describe("the page's answers block", () => {
  it('cannot be closed by the text it carries', () => {
    const answers = { 'searchHotels("x")': { name: '</script><script>alert(1)</script>' } };
    document.head.innerHTML = firstScreenAnswersBlock(answers);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readFirstScreenAnswers(document)).toEqual(answers);
  });

  it.each([
    ['missing', ''],
    ['not JSON', '<script type="application/json" id="first-screen-answers">{oops</script>'],
    ['a list', '<script type="application/json" id="first-screen-answers">[1]</script>'],
    ['null', '<script type="application/json" id="first-screen-answers">null</script>'],
  ])('is no answers when %s', (_, html) => {
    document.head.innerHTML = html;
    expect(readFirstScreenAnswers(document)).toBeUndefined();
  });
});
