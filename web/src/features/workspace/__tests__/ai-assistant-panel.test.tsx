import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AiAssistantDialogDocument,
  AiAssistantGenerateDocument,
} from '../../../gql-project/graphql';
import { AiAssistantPanel } from '../components/ai-assistant-panel';
import { AI_MESSAGES } from '../workspace-messages';
import { apiError, buildTask } from './workspace-fixture';

type Mock = MockLink.MockedResponse;

function link(n: number) {
  return {
    __typename: 'TaskResource',
    title: `Doc ${n}`,
    url: `https://docs.n8n.io/${n}`,
    type: 'documentation',
  };
}

const ASSISTANCE = {
  __typename: 'AiAssistance',
  requestId: 'request-1',
  generatedAt: '2026-03-12T10:00:00.000Z',
  taskBreakdown: [
    { ...buildTask(1, 'completed'), resources: [link(1), link(2), link(3), link(4)] },
  ].map(({ estimatedHours: _hours, ...task }) => task),
  resources: [
    {
      __typename: 'AssistanceResource',
      title: 'Slack node',
      url: 'https://docs.n8n.io/slack',
      type: 'documentation',
      description: 'Send messages to Slack.',
      relevanceScore: 0.85,
      estimatedReadTime: '6 min',
    },
  ],
};

const fetchMock = (result: Mock['result']): Mock => ({
  request: { query: AiAssistantDialogDocument, variables: { requestId: 'request-1' } },
  result,
});

const generateMock = (result: Mock['result'], prompt?: string): Mock => ({
  request: {
    query: AiAssistantGenerateDocument,
    variables: { input: prompt ? { requestId: 'request-1', prompt } : { requestId: 'request-1' } },
  },
  result,
});

const generated = (codeSuggestion: object | null = null) => ({
  data: {
    generateAiAssistance: {
      __typename: 'GenerateAiAssistancePayload',
      assistance: ASSISTANCE,
      codeSuggestion,
    },
  },
});

function renderPanel(mocks: Mock[]) {
  render(
    <MockedProvider mocks={mocks}>
      <AiAssistantPanel requestId="request-1" />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('the AI Assistant', () => {
  it('shows the task breakdown with at most 3 resources per task', async () => {
    renderPanel([fetchMock({ data: { aiAssistance: ASSISTANCE } })]);
    const tasks = await screen.findByRole('list', { name: 'Task breakdown' });
    const task = within(tasks).getAllByRole('listitem')[0];
    expect(task).toHaveTextContent('High priority');
    expect(task).toHaveTextContent('Completed');
    expect(task).toHaveTextContent('Estimated 2 hours');
    expect(task).toHaveTextContent('Completed March 12, 2026');
    const links = within(screen.getByRole('list', { name: 'Resources for Task 1' }));
    expect(links.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Doc 1 (opens in a new tab)',
      'Doc 2 (opens in a new tab)',
      'Doc 3 (opens in a new tab)',
    ]);
  });

  it('shows resources with type, relevance times 10 and read time', async () => {
    const user = renderPanel([fetchMock({ data: { aiAssistance: ASSISTANCE } })]);
    await user.click(await screen.findByRole('tab', { name: 'Resources' }));
    const resource = within(screen.getByRole('list', { name: 'Resources' })).getByRole('listitem');
    expect(within(resource).getByRole('link', { name: /Slack node/ })).toHaveAttribute(
      'href',
      'https://docs.n8n.io/slack',
    );
    expect(resource).toHaveTextContent('Send messages to Slack.');
    expect(resource).toHaveTextContent('Documentation');
    expect(resource).toHaveTextContent('Relevance 8.5/10 · 6 min read');
  });

  it('generates the assistance when there is none yet', async () => {
    renderPanel([fetchMock(apiError('NOT_FOUND')), generateMock(generated())]);
    expect(await screen.findByRole('list', { name: 'Task breakdown' })).toBeVisible();
  });

  it('says generation failed and retries it', async () => {
    const user = renderPanel([
      fetchMock(apiError('NOT_FOUND')),
      generateMock(apiError('INTERNAL_ERROR')),
      generateMock(generated()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_MESSAGES.generateFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Task breakdown' })).toBeVisible();
  });

  it('says fetching failed and retries it', async () => {
    const user = renderPanel([
      fetchMock(apiError('INTERNAL_ERROR')),
      fetchMock({ data: { aiAssistance: ASSISTANCE } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_MESSAGES.fetchFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Task breakdown' })).toBeVisible();
  });

  it('says an unknown error when generation answers nothing', async () => {
    renderPanel([
      fetchMock(apiError('NOT_FOUND')),
      generateMock({ data: { generateAiAssistance: null } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_MESSAGES.unknown);
  });

  it('generates again on Retry when generation answered nothing and there is still none', async () => {
    const user = renderPanel([
      fetchMock(apiError('NOT_FOUND')),
      generateMock({ data: { generateAiAssistance: null } }),
      fetchMock(apiError('NOT_FOUND')),
      generateMock(generated()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_MESSAGES.unknown);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Task breakdown' })).toBeVisible();
  });

  it('answers a code-generator prompt, and stops an empty one', async () => {
    const user = renderPanel([
      fetchMock({ data: { aiAssistance: ASSISTANCE } }),
      generateMock(
        generated({
          __typename: 'CodeSuggestion',
          prompt: 'Merge two lists',
          answer: '// Merge two lists\nreturn items;',
        }),
        'Merge two lists',
      ),
    ]);
    const prompt = await screen.findByLabelText('Ask the code generator');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining(AI_MESSAGES.promptEmpty));
    await user.type(prompt, 'Merge two lists');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByLabelText('Generated code')).toHaveTextContent('return items;');
  });
});
