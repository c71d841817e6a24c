import { readFirstScreenAnswers, firstScreenAnswersBlock } from '@/api/first-screen-answers';

afterEach(() => {
  document.head.innerHTML = '';
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
