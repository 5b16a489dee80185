import { readFileSync } from 'node:fs';
import { CATEGORIES } from '../../templates/categories';
import type { WorkflowJson } from '../../templates/template.entity';
import { deriveTemplate } from '../rules';
import { SAMPLE_PATH } from '../../../../test/corpus';

interface SampleRecord {
  name: string;
  workflow: WorkflowJson;
}

const SAMPLE = SAMPLE_PATH;
const records = JSON.parse(readFileSync(SAMPLE, 'utf8')) as SampleRecord[];

/** What the rules give each record of sample-10.json, checked by hand against its nodes. */
const EXPECTED = [
  {
    nodeCount: 2,
    triggerType: 'Manual',
    complexity: 'Simple',
    category: 'Communication',
    integrations: ['Zoom'],
    description: 'Runs on demand and connects Zoom.',
  },
  {
    nodeCount: 3,
    triggerType: 'Scheduled',
    complexity: 'Simple',
    category: 'Communication',
    integrations: ['OpenWeatherMap', 'Gotify'],
    description: 'Runs on a schedule and connects OpenWeatherMap and Gotify.',
  },
  {
    nodeCount: 3,
    triggerType: 'Webhook',
    complexity: 'Simple',
    category: 'Developer Tools',
    integrations: ['SSH'],
    description: /^This workflow is built for updating your linux system/,
  },
  {
    nodeCount: 14,
    triggerType: 'Scheduled',
    complexity: 'Medium',
    category: 'AI',
    integrations: ['OpenAI', 'PGVector', 'Google Drive'],
    // Its one note is a licence note, so the sentence is built.
    description: 'Runs on a schedule and connects OpenAI, PGVector and Google Drive.',
  },
  {
    nodeCount: 8,
    triggerType: 'Triggered',
    complexity: 'Medium',
    category: 'AI',
    integrations: ['OpenAI', 'Notion'],
    description: 'Runs when a chat message arrives and connects OpenAI and Notion.',
  },
  {
    nodeCount: 5,
    triggerType: 'Triggered',
    complexity: 'Simple',
    category: 'Productivity',
    integrations: [],
    description: 'Runs when a form is submitted and processes data in 5 steps.',
  },
  {
    nodeCount: 10,
    triggerType: 'Triggered',
    complexity: 'Medium',
    category: 'Communication',
    integrations: ['Telegram', 'OpenAI'],
    description: /^This flow enables a Telegram bot/,
  },
  {
    nodeCount: 6,
    triggerType: 'Triggered',
    complexity: 'Medium',
    category: 'Data & Storage',
    integrations: ['Google Sheets'],
    description: /^This workflow is an improvement on the workflows below/,
  },
  {
    nodeCount: 36,
    triggerType: 'Webhook',
    complexity: 'Complex',
    category: 'Communication',
    integrations: ['Gmail', 'OpenAI', 'Google Sheets', 'Google Drive', 'Telegram'],
    description: /^This workflow automates document processing using LlamaParse/,
  },
  {
    nodeCount: 57,
    triggerType: 'Triggered',
    complexity: 'Complex',
    category: 'Social Media',
    integrations: [
      'Gmail',
      'Google Docs',
      'OpenAI',
      'X (Twitter)',
      'Facebook',
      'LinkedIn',
      'Google Drive',
      'Telegram',
      'SerpApi',
    ],
    description: /^Structured content generation/,
  },
];

describe('the derivation rules on every record of sample-10.json', () => {
  it('covers all ten records', () => {
    expect(records).toHaveLength(EXPECTED.length);
  });

  describe.each(records.map((record, index) => [record.name, record, EXPECTED[index]] as const))(
    '%s',
    (_name, record, expected) => {
      const derived = deriveTemplate(record.workflow);

      it('derives node count, trigger, complexity, category and integrations', () => {
        const { description, ...listing } = expected;
        expect(derived).toMatchObject(listing);
        if (typeof description === 'string') expect(derived.description).toBe(description);
        else expect(derived.description).toMatch(description);
      });

      it('keeps description, tags and keywords within their bounds', () => {
        expect(derived.description.length).toBeGreaterThan(20);
        expect(derived.description.length).toBeLessThanOrEqual(300);
        expect(derived.tags.length).toBeLessThanOrEqual(8);
        expect(new Set(derived.tags).size).toBe(derived.tags.length);
        for (const integration of derived.integrations) {
          expect(derived.searchKeywords.toLowerCase()).toContain(integration.toLowerCase());
        }
        expect(CATEGORIES).toContain(derived.category);
      });

      it('stores no credential id, no pinData and a stable content hash', () => {
        for (const node of derived.workflow.nodes) {
          for (const ref of Object.values(node.credentials ?? {})) {
            expect(Object.keys(ref as object)).toEqual(['name']);
          }
        }
        expect(derived.workflow).not.toHaveProperty('pinData');
        expect(derived.redactedValues).toBe(0);
        expect(derived.contentHash).toMatch(/^[0-9a-f]{64}$/);
        expect(deriveTemplate(record.workflow).contentHash).toBe(derived.contentHash);
      });
    },
  );

  it('gives each record its own content hash', () => {
    const hashes = records.map((record) => deriveTemplate(record.workflow).contentHash);
    expect(new Set(hashes).size).toBe(records.length);
  });
});
