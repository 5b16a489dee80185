import { layoutWorkflow, readWorkflow, stickyLines, stickyPlainText, type NodeTypeFacts } from '..';

const facts = (type: string): NodeTypeFacts => ({
  type,
  displayName: type,
  kind: type.endsWith('stickyNote') ? 'stickyNote' : 'action',
  apiCall: false,
  icon: 'node',
});

describe('stickyPlainText', () => {
  it('drops the marks of Markdown and keeps what a reader sees', () => {
    const markdown = [
      '## Setup',
      '',
      '1. Add your **OpenAI** key in `Credentials`',
      '- see [the docs](https://docs.n8n.io) ![logo](https://x/y.png)',
      '> quoted',
      '```',
      'code fence',
      '```',
    ].join('\n');
    expect(stickyPlainText(markdown)).toBe(
      [
        'Setup',
        '',
        '1. Add your OpenAI key in Credentials',
        '• see the docs logo',
        'quoted',
        'code fence',
      ].join('\n'),
    );
  });

  it('keeps HTML exactly as written, to be drawn as text', () => {
    expect(stickyPlainText('<script>alert(1)</script> & <b>bold</b>')).toBe(
      '<script>alert(1)</script> & <b>bold</b>',
    );
  });

  it('reads anything but a string as no text', () => {
    expect(stickyPlainText(undefined)).toBe('');
    expect(stickyPlainText({ content: 'x' })).toBe('');
  });
});

describe('stickyLines', () => {
  it('wraps whole words to the width of the note and keeps blank lines', () => {
    // 240 wide: (240 - 28) / 8.4 = 25 characters a line.
    expect(stickyLines('Send the weekly report to the team channel\n\nDone', 240, 200)).toEqual([
      'Send the weekly report to',
      'the team channel',
      '',
      'Done',
    ]);
  });

  it('cuts a word longer than a line', () => {
    expect(stickyLines('x'.repeat(30), 240, 200)).toEqual(['x'.repeat(25), 'x'.repeat(5)]);
  });

  it('ends with an ellipsis when the text is taller than the note', () => {
    // 80 high: (80 - 28 - 14 + 20) / 20 = 2 lines.
    const lines = stickyLines('one\ntwo\nthree', 240, 80);
    expect(lines).toEqual(['one', 'two…']);
  });

  it('writes nothing in a note too small for one line', () => {
    expect(stickyLines('hello', 240, 30)).toEqual([]);
  });
});

describe('a laid-out sticky note', () => {
  it("carries its text in lines sized by the note's width and height", () => {
    const workflow = readWorkflow(
      {
        nodes: [
          {
            name: 'Note',
            type: 'n8n-nodes-base.stickyNote',
            position: [0, 0],
            parameters: { content: '# Read me\n**Before** running', width: 400, height: 120 },
          },
        ],
      },
      facts,
    );
    const [sticky] = layoutWorkflow(workflow).stickies;
    expect(sticky).toMatchObject({ width: 400, height: 120, lines: ['Read me', 'Before running'] });
  });
});
