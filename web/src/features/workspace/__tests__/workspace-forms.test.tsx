import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerForm } from '../components/answer-form';
import { AskQuestionForm } from '../components/ask-question-form';
import { DeliverableForm } from '../components/deliverable-form';

/** A send the test finishes: `finish(true)` says it went. */
function pendingSend() {
  let finish: (went: boolean) => void = () => undefined;
  const send = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
  // Settled inside act, so whatever the form does once it hears back has happened.
  return { send, finish: (went: boolean) => act(async () => finish(went)) };
}

describe('the workspace forms', () => {
  it('keep an answer typed on while the first was on its way, and empty an unchanged one', async () => {
    const user = userEvent.setup();
    const { send, finish } = pendingSend();
    render(<AnswerForm question="Which channel?" sending={false} onAnswer={send} />);
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'Slack');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await user.type(box, ' and email');
    await finish(true);
    expect(send).toHaveBeenCalledWith('Slack');
    expect(box).toHaveValue('Slack and email');

    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await finish(true);
    expect(box).toHaveValue('');
  });

  it('keep a question typed on while the first was on its way', async () => {
    const user = userEvent.setup();
    const { send, finish } = pendingSend();
    render(<AskQuestionForm sending={false} onAsk={send} />);
    const box = screen.getByLabelText('Question for the client');
    await user.type(box, 'Which channel?');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    await user.type(box, ' And when?');
    await finish(true);
    expect(box).toHaveValue('Which channel? And when?');
  });

  it('keep a deliverable edited while the first was on its way', async () => {
    const user = userEvent.setup();
    const { send, finish } = pendingSend();
    render(<DeliverableForm adding={false} onAdd={send} />);
    await user.type(screen.getByLabelText('Title'), 'Workflow');
    await user.type(screen.getByLabelText('Link'), 'https://example.com/flow');
    await user.click(screen.getByRole('button', { name: 'Add Deliverable' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Second one');
    await finish(true);
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('Second one');
    expect(screen.getByLabelText('Title')).toHaveValue('Workflow');
  });
});
