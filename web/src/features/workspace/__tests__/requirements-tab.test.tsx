import { waitFor, within } from '@testing-library/react';
import {
  ProjectAnswerQuestionDocument,
  ProjectAskQuestionDocument,
} from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { renderWorkspace } from './render-workspace';
import { apiError, buildQuestion, workspaceMock } from './workspace-fixture';

function answerMock(result: object) {
  return {
    request: {
      query: ProjectAnswerQuestionDocument,
      variables: { input: { requestId: 'request-1', questionId: 'question-1', answer: 'Slack' } },
    },
    result,
  };
}

function askMock(result: object) {
  return {
    request: {
      query: ProjectAskQuestionDocument,
      variables: {
        input: { requestId: 'request-1', question: 'Which channel?', type: 'business' },
      },
    },
    result,
  };
}

describe('the Requirements tab', () => {
  it('lets the client answer a pending question', async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ requirementQuestions: [buildQuestion(1)] }),
        answerMock({
          data: {
            answerRequirementQuestion: {
              ...buildQuestion(1, 'answered'),
              answer: 'Slack',
            },
          },
        }),
      ],
      'Requirements',
    );
    await user.type(within(dialog).getByLabelText('Your answer'), '  Slack ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));
    expect(await within(dialog).findByText('Answered')).toBeVisible();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Answer: Slack');
    expect(within(dialog).queryByLabelText('Your answer')).toBeNull();
  });

  it('stops an empty answer with its sentence', async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [workspaceMock({ requirementQuestions: [buildQuestion(1)] })],
      'Requirements',
    );
    await user.type(within(dialog).getByLabelText('Your answer'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));
    expect(within(dialog).getByLabelText('Your answer')).toHaveAccessibleDescription(
      expect.stringContaining(WORKSPACE_MESSAGES.answerEmpty),
    );
  });

  it('says when an answer fails', async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ requirementQuestions: [buildQuestion(1)] }),
        answerMock(apiError('INTERNAL_ERROR')),
      ],
      'Requirements',
    );
    await user.type(within(dialog).getByLabelText('Your answer'), 'Slack');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORKSPACE_MESSAGES.answerFailed,
    );
  });

  it("puts the API's problem with an answer under its box", async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ requirementQuestions: [buildQuestion(1)] }),
        answerMock({
          errors: [
            {
              message: 'Argument Validation Error',
              extensions: { code: 'VALIDATION_ERROR', fields: { 'input.answer': 'is too long' } },
            },
          ],
        }),
      ],
      'Requirements',
    );
    const box = within(dialog).getByLabelText('Your answer');
    await user.type(box, 'Slack');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Answer is too long'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows answers, and no answer box or question form to the wrong side', async () => {
    const { dialog } = await renderWorkspace(
      'expert',
      [workspaceMock({ requirementQuestions: [buildQuestion(1, 'answered'), buildQuestion(2)] })],
      'Requirements',
    );
    expect(within(dialog).getByText('Answer 1')).toBeVisible();
    expect(within(dialog).getByText('Awaiting answer')).toBeVisible();
    expect(within(dialog).queryByLabelText('Your answer')).toBeNull();
    expect(within(dialog).getByRole('form', { name: 'Ask the client' })).toBeVisible();
  });

  it('lets the expert send a typed question, which then shows', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [
        workspaceMock(),
        askMock({
          data: { addRequirementQuestion: { __typename: 'RequirementQuestion', id: 'question-9' } },
        }),
        workspaceMock({
          requirementQuestions: [
            { ...buildQuestion(9), question: 'Which channel?', type: 'business' },
          ],
        }),
      ],
      'Requirements',
    );
    expect(within(dialog).getByText(WORKSPACE_MESSAGES.noQuestions)).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'business');
    await user.type(within(dialog).getByLabelText('Question for the client'), 'Which channel?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    const list = await within(dialog).findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Which channel?')).toBeVisible();
    expect(within(list).getByText('Business')).toBeVisible();
    expect(within(dialog).getByLabelText('Question for the client')).toHaveValue('');
  });

  it('stops an empty question and says when sending fails', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [workspaceMock(), askMock(apiError('INTERNAL_ERROR'))],
      'Requirements',
    );
    const field = within(dialog).getByLabelText('Question for the client');
    await user.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(WORKSPACE_MESSAGES.questionEmpty),
    );
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'business');
    await user.type(field, 'Which channel?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORKSPACE_MESSAGES.questionFailed,
    );
    expect(field).toHaveValue('Which channel?');
  });
});
