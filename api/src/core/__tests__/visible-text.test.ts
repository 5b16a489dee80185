import { READABLE_CHARACTER, Text, TextList } from '../input-rules';
import { checkInput } from '../validate-input';

class Named {
  @Text(20, { required: true, visible: true })
  name: string;

  @Text(20)
  note?: string;

  @TextList(3, 10, { visible: true })
  tags?: string[];
}

const INVISIBLE = 'must contain a visible character';

describe('text a reader can see', () => {
  it.each([
    ['zero-width spaces', '\u200b'.repeat(20)],
    ['joiners and a word joiner', '\u200c\u200d\u2060'],
    ['Hangul fillers', '\u3164\u115f'],
    ['the blank Braille pattern', '\u2800\u2800'],
    ['combining marks alone', '\u0301\u0301\u0301'],
    ['a soft hyphen and a variation selector', '\u00ad\ufe0f'],
  ])('refuses %s where visible text is required', (_label, name) => {
    expect(checkInput(Named, { name }).problems).toEqual({ name: INVISIBLE });
  });

  it.each(['J', 'é', '7', '…', '€', '😀', '\u200bAda\u200b', '日本'])(
    'accepts %j: it has a letter, a digit, punctuation or a symbol',
    (name) => {
      expect(checkInput(Named, { name }).value?.name).toBe(name.trim());
    },
  );

  it('still calls blank text missing, and leaves a text without the option alone', () => {
    expect(checkInput(Named, { name: '   ' }).problems).toEqual({ name: 'is required' });
    expect(checkInput(Named, { name: 'Ada', note: '\u200b' }).value?.note).toBe('\u200b');
  });

  it('checks each item of a list with the option', () => {
    expect(checkInput(Named, { name: 'Ada', tags: ['Go', '\u200b\u200b'] }).problems).toEqual({
      tags: `each item ${INVISIBLE}`,
    });
    expect(checkInput(Named, { name: 'Ada', tags: ['Go', 'n8n'] }).value?.tags).toEqual([
      'Go',
      'n8n',
    ]);
  });

  it('counts letters, digits, punctuation and symbols, nothing else', () => {
    expect(['a', '1', '-', '+'].every((text) => READABLE_CHARACTER.test(text))).toBe(true);
    expect([' ', '\t', '\u00a0', '\u200b', '\u0000'].some((t) => READABLE_CHARACTER.test(t))).toBe(
      false,
    );
  });
});
