import type { DocumentationInput } from '../documentation-provider';

/** A documentation input: a scheduled Sheets-to-Slack report unless overridden. */
export function documentationInput(
  overrides: Partial<DocumentationInput> = {},
): DocumentationInput {
  return {
    name: 'Daily sales report',
    description: 'Reads yesterday’s sales from a sheet and posts a summary to Slack.',
    category: 'Communication',
    triggerType: 'Scheduled',
    complexity: 'Simple',
    nodeCount: 4,
    integrations: ['Google Sheets', 'Slack'],
    nodeTypes: [
      'n8n-nodes-base.scheduleTrigger',
      'n8n-nodes-base.googleSheets',
      'n8n-nodes-base.set',
      'n8n-nodes-base.slack',
    ],
    tags: ['scheduled', 'google sheets', 'slack'],
    ...overrides,
  };
}
