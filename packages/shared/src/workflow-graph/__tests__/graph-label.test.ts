import { labelLines } from '..';

describe('labelLines', () => {
  it('keeps a short name on one line', () => {
    expect(labelLines('AI Agent')).toEqual(['AI Agent']);
  });

  it('breaks between words onto a second line', () => {
    expect(labelLines('When chat message received')).toEqual(['When chat', 'message received']);
  });

  it('ends the second line with an ellipsis when the name is longer than two lines', () => {
    expect(labelLines('Save LlamaParse ID and Summary to Google Sheets')).toEqual([
      'Save LlamaParse',
      'ID and Summary …',
    ]);
  });

  it('cuts a single very long word', () => {
    expect(labelLines('Supercalifragilisticexpialidocious', 10)).toEqual([
      'Supercalif',
      'ragilisti…',
    ]);
  });

  it('never splits an emoji in half', () => {
    const [line] = labelLines('✨🩷✨🩷✨🩷', 4);
    expect(Array.from(line)).toHaveLength(4);
    expect(line).toBe('✨🩷✨🩷');
  });
});
