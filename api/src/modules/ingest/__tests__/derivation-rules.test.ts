import { CATEGORIES } from '../../templates/categories';
import {
  categoryOf,
  complexityOf,
  contentHash,
  countNodes,
  deriveTemplate,
  describeFromNotes,
  descriptionOf,
  integrationsOf,
  searchKeywordsOf,
  stripMarkdown,
  tagsOf,
  triggerTypeOf,
  truncateAtWord,
} from '../rules';
import { ai, node, sticky, workflow } from './workflow-factory';

describe('nodeCount', () => {
  it('counts every node except sticky notes', () => {
    expect(countNodes([node('manualTrigger'), sticky('hello'), node('set'), sticky('x')])).toBe(2);
  });

  it('is 0 for a canvas of notes only', () => {
    expect(countNodes([sticky('only a note')])).toBe(0);
  });
});

describe('triggerType', () => {
  it('is Webhook when a webhook node is present, whatever else starts the workflow', () => {
    expect(triggerTypeOf([node('scheduleTrigger'), node('webhook'), node('gmailTrigger')])).toBe(
      'Webhook',
    );
  });

  it('does not take respondToWebhook for a webhook', () => {
    expect(triggerTypeOf([node('manualTrigger'), node('respondToWebhook')])).toBe('Manual');
  });

  it.each(['scheduleTrigger', 'cron', 'interval'])('is Scheduled for %s', (type) => {
    expect(triggerTypeOf([node(type), node('manualTrigger'), node('telegramTrigger')])).toBe(
      'Scheduled',
    );
  });

  it.each([
    'telegramTrigger',
    'formTrigger',
    'executeWorkflowTrigger',
    'errorTrigger',
    'emailReadImap',
    '@n8n/n8n-nodes-langchain.chatTrigger',
    'n8n-nodes-fiwano.fiwanoTrigger',
  ])('is Triggered for %s', (type) => {
    expect(triggerTypeOf([node(type), node('manualTrigger')])).toBe('Triggered');
  });

  it.each([[['manualTrigger']], [['start']], [['set', 'httpRequest']]])(
    'is Manual for %j',
    (types) => {
      expect(triggerTypeOf(types.map((type) => node(type)))).toBe('Manual');
    },
  );

  it('compares types by the part after their last dot', () => {
    expect(triggerTypeOf([node('some-community-package.webhook')])).toBe('Webhook');
  });
});

describe('complexity', () => {
  it.each([
    [1, 'Simple'],
    [5, 'Simple'],
    [6, 'Medium'],
    [15, 'Medium'],
    [16, 'Complex'],
    [174, 'Complex'],
  ] as const)('%i nodes are %s', (count, expected) => {
    expect(complexityOf(count)).toBe(expected);
  });
});

describe('category', () => {
  it.each([
    [['slack', 'set'], 'Communication'],
    [['hubspot', 'if'], 'Sales & CRM'],
    [['mailchimp'], 'Marketing'],
    [['notion', 'todoist'], 'Productivity'],
    [['postgres'], 'Data & Storage'],
    [['github'], 'Developer Tools'],
    [['stripe'], 'Finance & Accounting'],
    [['shopifyTrigger'], 'E-commerce'],
    [['twitter', 'linkedIn'], 'Social Media'],
    [['pagerDuty'], 'IT Ops & Security'],
    [['bambooHr'], 'HR'],
    [['zendesk'], 'Support'],
    [['openAi'], 'AI'],
  ])('%j → %s', (types, expected) => {
    expect(categoryOf(types.map((type) => node(type)))).toBe(expected);
  });

  it('counts every LangChain node as AI', () => {
    expect(categoryOf([ai('chatTrigger'), ai('agent'), ai('lmChatOpenAi')])).toBe('AI');
  });

  it('lets AI outweigh one other service', () => {
    expect(
      categoryOf([node('manualTrigger'), ai('agent'), ai('lmChatOpenAi'), node('slack')]),
    ).toBe('AI');
  });

  it('lets a triggering service outweigh AI', () => {
    expect(categoryOf([node('telegramTrigger'), ai('agent'), node('telegram')])).toBe(
      'Communication',
    );
  });

  it('breaks ties towards the more specific category', () => {
    expect(categoryOf([node('stripe'), node('slack')])).toBe('Finance & Accounting');
  });

  it('weighs storage less, since results mostly land there', () => {
    expect(categoryOf([node('googleSheets'), node('gmail')])).toBe('Communication');
  });

  it('ignores helper nodes while any service votes', () => {
    expect(categoryOf([node('code'), node('code'), node('httpRequest'), node('airtable')])).toBe(
      'Data & Storage',
    );
  });

  it('falls back on helpers when no service votes, then on Utility', () => {
    expect(categoryOf([node('manualTrigger'), node('code')])).toBe('Developer Tools');
    expect(categoryOf([node('formTrigger'), node('set')])).toBe('Productivity');
    expect(categoryOf([node('manualTrigger'), node('httpRequest')])).toBe('Utility');
  });

  it('always answers one of the fixed categories', () => {
    expect(CATEGORIES).toContain(categoryOf([node('n8n-nodes-unknown.thing')]));
  });
});

describe('integrations', () => {
  it('lists each service once, in order of appearance', () => {
    const nodes = [
      node('telegramTrigger'),
      ai('lmChatOpenAi'),
      node('telegram'),
      node('openAi'),
      node('set'),
    ];
    expect(integrationsOf(nodes)).toEqual(['Telegram', 'OpenAI']);
  });
});

describe('tags and search keywords', () => {
  it('puts capabilities first, then the trigger, then integrations, lower-case and deduplicated', () => {
    const nodes = [node('webhook'), ai('agent'), ai('vectorStoreQdrant'), node('slack')];
    expect(tagsOf(nodes, 'Webhook', ['Slack', 'Qdrant', 'Slack'])).toEqual([
      'ai',
      'ai agent',
      'rag',
      'webhook',
      'slack',
      'qdrant',
    ]);
  });

  it('keeps at most 8 tags', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
    expect(tagsOf([node('scheduleTrigger')], 'Scheduled', many)).toHaveLength(8);
  });

  it('builds keywords from tags, integrations and node short types, each once', () => {
    expect(
      searchKeywordsOf(['ai', 'slack'], ['Slack'], ['n8n-nodes-base.slack', 'n8n-nodes-base.set']),
    ).toBe('ai slack set');
  });
});

describe('description', () => {
  const intro =
    '## What it does\nThis workflow **collects** new [leads](https://x.io) from a form and posts them to Slack.';

  it('keeps a description the record gives', () => {
    expect(
      descriptionOf({
        given: '  Given text.  ',
        nodes: [sticky(intro)],
        triggerType: 'Manual',
        integrations: [],
        nodeCount: 1,
      }),
    ).toBe('Given text.');
  });

  it('takes the introducing sticky note, markdown stripped', () => {
    const nodes = [
      sticky('## Setup\n1. Add your Slack credentials to the Slack node before running', [-500, 0]),
      sticky(intro, [0, 0]),
    ];
    expect(describeFromNotes(nodes)).toBe(
      'This workflow collects new leads from a form and posts them to Slack.',
    );
  });

  it('skips short, heading-only, licence and code notes', () => {
    const nodes = [
      sticky('## Step 1 fetch the data from the API and store it', [-400, 0]),
      sticky('short note', [-300, 0]),
      sticky('## License\nCC BY 4.0, by somebody who wrote this template long ago', [-200, 0]),
      sticky('{"type": "object", "properties": {"a": {"type": "string"}}, "b": 1}', [-100, 0]),
    ];
    expect(describeFromNotes(nodes)).toBeUndefined();
  });

  it('reads notes left to right when none introduces the workflow', () => {
    const nodes = [
      sticky('Second note with enough words to count as a real description here', [300, 0]),
      sticky('First note with enough words to count as a real description here', [-300, 0]),
    ];
    expect(describeFromNotes(nodes)).toMatch(/^First note/);
  });

  it('cuts long notes at a word boundary near 300 characters', () => {
    const text = 'word '.repeat(100).trim();
    const cut = truncateAtWord(text);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('builds a sentence from trigger and integrations when no note fits', () => {
    expect(
      descriptionOf({
        nodes: [node('scheduleTrigger')],
        triggerType: 'Scheduled',
        integrations: ['Google Sheets', 'Slack', 'OpenAI'],
        nodeCount: 4,
      }),
    ).toBe('Runs on a schedule and connects Google Sheets, Slack and OpenAI.');
    expect(
      descriptionOf({
        nodes: [node('formTrigger'), node('set')],
        triggerType: 'Triggered',
        integrations: [],
        nodeCount: 2,
      }),
    ).toBe('Runs when a form is submitted and processes data in 2 steps.');
  });

  it('strips images, links, emphasis and list markers', () => {
    expect(stripMarkdown('![img](a.png) **Bold** _it_ `code`\n- item one\n- item two.')).toBe(
      'Bold it code item one. item two.',
    );
  });
});

describe('content hash', () => {
  const base = () =>
    workflow([
      node('manualTrigger', { name: 'Start' }),
      node('slack', { name: 'Post', parameters: { channel: '#x', text: 'hi' } }),
    ]);

  it('ignores ids, positions, webhook ids, credentials and top-level extras', () => {
    const a = base();
    const b = base();
    b.nodes = b.nodes.map((n) => ({
      ...n,
      id: 'other',
      position: [9, 9],
      webhookId: 'w',
      credentials: { slackApi: { id: '7', name: 'Slack' } },
    }));
    b.name = 'Renamed';
    b.meta = { instanceId: 'abc' };
    expect(contentHash(b)).toBe(contentHash(a));
  });

  it('ignores node order and key order', () => {
    const reordered = base();
    reordered.nodes = [
      { ...reordered.nodes[1], parameters: { text: 'hi', channel: '#x' } },
      reordered.nodes[0],
    ];
    expect(contentHash(reordered)).toBe(contentHash(base()));
  });

  it('changes with a parameter, a type version or a connection', () => {
    const a = base();
    const params = base();
    params.nodes[1].parameters = { channel: '#y', text: 'hi' };
    const version = base();
    version.nodes[1].typeVersion = 2;
    const unconnected = base();
    unconnected.connections = {};
    const hashes = [a, params, version, unconnected].map((w) => contentHash(w));
    expect(new Set(hashes).size).toBe(4);
  });

  it('is the same on the sorted fast path', () => {
    const a = base();
    a.nodes[1].parameters = { text: 'hi', channel: '#x', nested: { z: 1, a: [{ y: 2, b: 3 }] } };
    const derived = deriveTemplate(a);
    expect(derived.contentHash).toBe(contentHash(a));
  });
});

describe('deriveTemplate', () => {
  it('derives every field from the scrubbed workflow', () => {
    const derived = deriveTemplate(
      workflow([
        node('scheduleTrigger'),
        node('googleSheets'),
        node('slack', { parameters: { text: 'key sk-abcdefghijklmnopqrstuvwx123456' } }),
      ]),
    );
    expect(derived).toMatchObject({
      nodeCount: 3,
      triggerType: 'Scheduled',
      complexity: 'Simple',
      category: 'Communication',
      integrations: ['Google Sheets', 'Slack'],
      tags: ['scheduled', 'google sheets', 'slack'],
      description: 'Runs on a schedule and connects Google Sheets and Slack.',
      redactedValues: 1,
    });
    expect(JSON.stringify(derived.workflow)).not.toContain('sk-abc');
  });
});
