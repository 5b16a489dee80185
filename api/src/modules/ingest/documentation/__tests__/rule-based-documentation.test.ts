import {
  RULE_BASED_MODEL,
  RuleBasedDocumentationProvider,
} from '../rule-based-documentation.provider';
import { documentationInput } from './documentation-input';

describe('the rule-based documentation provider', () => {
  const at = new Date('2025-01-02T03:04:05.000Z');
  const provider = new RuleBasedDocumentationProvider(() => at);

  it('gives the same documentation for the same input', async () => {
    const first = await provider.describe(documentationInput());
    const again = await new RuleBasedDocumentationProvider().describe(documentationInput());
    expect(await provider.describe(documentationInput())).toEqual(first);
    expect({ ...again, aiDocumentation: first.aiDocumentation }).toEqual(first);
  });

  it('signs its work as rule-based, never as an AI model, at no cost', async () => {
    const { aiDocumentation } = await provider.describe(documentationInput());
    expect(aiDocumentation).toEqual({
      generated: true,
      model: RULE_BASED_MODEL,
      generatedAt: '2025-01-02T03:04:05.000Z',
      estimatedCost: 0,
    });
    expect(RULE_BASED_MODEL).toMatch(/rule-based, no AI/);
  });

  it.each([
    [{ complexity: 'Simple' as const }, 'beginner', '5-15 minutes'],
    [
      {
        complexity: 'Simple' as const,
        nodeTypes: ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.code'],
      },
      'intermediate',
      '15-30 minutes',
    ],
    [
      { complexity: 'Medium' as const, integrations: ['A', 'B', 'C', 'D'] },
      'advanced',
      '1-2 hours',
    ],
    [{ complexity: 'Complex' as const }, 'advanced', '30-60 minutes'],
  ])('rates %j as %s, %s to set up', async (overrides, difficulty, time) => {
    const documentation = await provider.describe(documentationInput(overrides));
    expect(documentation.difficulty).toBe(difficulty);
    expect(documentation.estimatedSetupTime).toBe(time);
  });

  it('lists credentials per service and the node names the editor shows', async () => {
    const documentation = await provider.describe(documentationInput());
    expect(documentation.prerequisites).toEqual([
      'An n8n instance (n8n Cloud or self-hosted)',
      'Google Sheets credentials set up in n8n',
      'Slack credentials set up in n8n',
    ]);
    expect(documentation.requiredNodes).toEqual([
      'Schedule Trigger',
      'Google Sheets',
      'Edit Fields (Set)',
      'Slack',
    ]);
  });

  it('writes set-up steps for how the workflow starts', async () => {
    const scheduled = await provider.describe(documentationInput());
    const webhook = await provider.describe(
      documentationInput({
        triggerType: 'Webhook',
        nodeTypes: ['n8n-nodes-base.webhook', 'n8n-nodes-base.slack'],
      }),
    );
    expect(scheduled.howToUse[0]).toMatch(/^Import the workflow into n8n/);
    expect(scheduled.howToUse).toContain(
      'Open the schedule trigger and set how often the workflow should run.',
    );
    expect(scheduled.howToUse.at(-1)).toBe('Activate the workflow so it runs on its own.');
    expect(webhook.howToUse).toContain(
      'Copy the production URL of the Webhook node and call it from your app or service.',
    );
    expect(webhook.prerequisites).toContain(
      'A public URL for your n8n instance, so the webhook can be reached',
    );
  });

  it('describes the template in a few sentences', async () => {
    const { detailedDescription, features, useCases } =
      await provider.describe(documentationInput());
    expect(detailedDescription).toBe(
      'Reads yesterday’s sales from a sheet and posts a summary to Slack. Daily sales report is a ' +
        'simple Communication workflow of 4 nodes, working with Google Sheets and Slack. Runs on a schedule.',
    );
    expect(features).toContain('Connects Google Sheets and Slack');
    expect(useCases).toContain('Send notifications to your team or customers');
  });
});
