import { apiNodeTypes } from '../../../../test/api-node-types';
import type { TemplateDetail } from '../template-detail.types';

/** The workflow of the fixture: a webhook, two steps, a sticky note and an AI sub-node. */
export const FIXTURE_WORKFLOW = {
  nodes: [
    {
      id: 'node-reply',
      name: 'Reply to caller',
      type: 'n8n-nodes-base.respondToWebhook',
      typeVersion: 1.4,
      position: [600, 0],
      parameters: { respondWith: 'text', options: {} },
    },
    {
      id: 'node-webhook',
      name: 'Incoming webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'hook', httpMethod: 'POST', options: {} },
      credentials: { httpBasicAuth: { name: 'Basic auth' } },
    },
    {
      name: 'Fetch weather',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [300, 0],
      parameters: { url: 'https://example.com' },
    },
    {
      name: 'Note',
      type: 'n8n-nodes-base.stickyNote',
      position: [-40, -200],
      parameters: { content: 'Read me', width: 300, height: 120 },
    },
  ],
  connections: {
    'Incoming webhook': { main: [[{ node: 'Fetch weather', type: 'main', index: 0 }]] },
    'Fetch weather': { main: [[{ node: 'Reply to caller', type: 'main', index: 0 }]] },
  },
};

/** A complete template as the detail query returns it, with `__typename`s as the cache wants. */
export function buildTemplate(overrides: Partial<TemplateDetail> = {}): TemplateDetail {
  return {
    __typename: 'Template',
    id: '7d0c1a52-3b8e-4a4b-9a51-0c6c3c1f9e10',
    name: 'Send daily weather updates',
    author: 'Ada Lovelace',
    category: 'Communication',
    description:
      'Posts the forecast every morning. Page 0123456789abcdef0123456789abcdef holds the notes.',
    nodeCount: 3,
    triggerType: 'Webhook',
    complexity: 'Simple',
    tags: ['weather', 'webhook'],
    createdAt: '2026-03-04T10:00:00.000Z',
    downloadUrl: 'http://localhost:4000/api/templates/7d0c1a52/download',
    isSaved: false,
    workflow: FIXTURE_WORKFLOW,
    nodeTypes: apiNodeTypes(FIXTURE_WORKFLOW),
    detailedDescription: 'Receives a call, asks a weather API and answers with the forecast.',
    difficulty: 'intermediate',
    estimatedSetupTime: '15 minutes',
    prerequisites: ['An n8n instance'],
    useCases: ['Morning briefings'],
    features: ['Webhook trigger'],
    requiredNodes: ['Webhook', 'HTTP Request'],
    integrations: ['Weather API'],
    howToUse: ['Import the workflow', 'Activate it'],
    aiDocumentation: {
      __typename: 'AiDocumentation',
      generated: true,
      model: 'FlowVault rule-based documenter',
      generatedAt: '2026-03-05T08:00:00.000Z',
      estimatedCost: 0.00042,
    },
    otherSources: [],
    n8nCompatibility: 'Clean' as const,
    n8nObstacles: [] as string[],
    relatedTemplates: [
      {
        __typename: 'Template',
        id: 'b3c1e2d4-1111-4a4b-9a51-0c6c3c1f9e11',
        name: 'Weather to Slack',
        category: 'Communication',
        complexity: 'Medium',
        nodeCount: 7,
        triggerType: 'Scheduled',
      },
    ],
    ...overrides,
  } as TemplateDetail;
}
