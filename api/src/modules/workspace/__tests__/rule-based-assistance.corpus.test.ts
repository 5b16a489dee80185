import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CORPUS_PATH } from '../../../../test/corpus';
import { isStickyNote, nodeDocumentationUrl, serviceName } from '../../../n8n-nodes';
import type { WorkflowJson } from '../../templates/template.entity';
import { MAX_TASK_RESOURCES, TASK_PHASES } from '../assistance/assistance-plan';
import { RuleBasedAssistanceProvider } from '../assistance/rule-based-assistance.provider';

interface CorpusRecord {
  name: string;
  workflow: WorkflowJson;
}

const corpus = gunzipSync(readFileSync(CORPUS_PATH))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as CorpusRecord);

const rules = new RuleBasedAssistanceProvider();

/** The distinct node types of a workflow, sticky notes aside. */
function typesOf(workflow: WorkflowJson): string[] {
  const types = (Array.isArray(workflow.nodes) ? workflow.nodes : [])
    .map((node) => (node as { type?: unknown } | null)?.type)
    .filter((type): type is string => typeof type === 'string' && type !== '');
  return [...new Set(types)].filter((type) => !isStickyNote(type));
}

/** Everything wrong with the plan of one corpus workflow; empty when it is right. */
function problems({ name, workflow }: CorpusRecord): string[] {
  const found: string[] = [];
  const plan = rules.planSync({ templateName: name, workflow });
  const types = typesOf(workflow);

  const services = new Set(types.map(serviceName).filter((service) => service !== undefined));
  const credentials = plan.taskBreakdown.filter((task) => task.phase === 'credentials');
  for (const service of services) {
    if (!credentials.some((task) => task.title === `Connect ${service} credentials`)) {
      found.push(`no credentials task for ${service}`);
    }
  }
  if (credentials.length !== services.size) found.push('a credentials task for no service');

  const phases = plan.taskBreakdown.map((task) => task.phase);
  const order = phases.map((phase) => TASK_PHASES.indexOf(phase));
  if (order.some((at, i) => i > 0 && at < order[i - 1])) found.push('phases out of order');
  for (const phase of TASK_PHASES.filter((p) => p !== 'credentials')) {
    if (phases.filter((p) => p === phase).length !== 1) found.push(`not one ${phase} task`);
  }

  const urls = plan.resources.map((resource) => resource.url);
  if (new Set(urls).size !== urls.length) found.push('two resources share a page');
  for (const url of urls) {
    if (!/^https:\/\/docs\.n8n\.io\/integrations\/builtin\/[a-z/-]+\/[a-z0-9@.-]+\/$/.test(url)) {
      found.push(`malformed ${url}`);
    }
    if (new URL(url).href !== url) found.push(`not canonical ${url}`);
  }
  for (const type of types) {
    const page = nodeDocumentationUrl(type);
    if (page && !urls.includes(page)) found.push(`no resource for ${type}`);
  }
  for (const resource of plan.resources) {
    if (!(resource.relevanceScore >= 0 && resource.relevanceScore <= 1)) {
      found.push(`relevance ${resource.relevanceScore}`);
    }
    if (!/^\d+ min$/.test(resource.estimatedReadTime)) found.push('no read time');
  }
  for (const task of plan.taskBreakdown) {
    if (task.resources.length > MAX_TASK_RESOURCES) found.push(`too many links: ${task.title}`);
    if (task.resources.some((link) => !urls.includes(link.url))) found.push('a stray link');
    if (!(task.estimatedHours > 0)) found.push(`no estimate: ${task.title}`);
  }
  return found;
}

describe('the rules-based AI assistance on real corpus workflows', () => {
  it('reads the whole corpus', () => {
    expect(corpus.length).toBeGreaterThan(2000);
  });

  it('gives every external service its credentials task, and every node type one well-formed documentation page', () => {
    const failures = corpus
      .map((record) => ({ name: record.name, problems: problems(record) }))
      .filter((result) => result.problems.length > 0);
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('links the services and the trigger of a workflow to their pages', () => {
    const withApps = corpus.find((record) => {
      const types = typesOf(record.workflow);
      return types.some((type) => serviceName(type)) && types.length > 3;
    })!;
    const plan = rules.planSync({ templateName: withApps.name, workflow: withApps.workflow });
    const credentials = plan.taskBreakdown.filter((task) => task.phase === 'credentials');
    expect(credentials.length).toBeGreaterThan(0);
    expect(credentials.some((task) => task.resources.length > 0)).toBe(true);
    expect(plan.resources.length).toBeGreaterThan(0);
  });

  it('gives the same workflow the same plan', () => {
    for (const record of corpus.slice(0, 200)) {
      const copy = JSON.parse(JSON.stringify(record.workflow)) as WorkflowJson;
      expect(rules.planSync({ templateName: record.name, workflow: copy })).toEqual(
        rules.planSync({ templateName: record.name, workflow: record.workflow }),
      );
    }
  });

  it('plans a workflow without nodes, or none at all, without failing', () => {
    for (const workflow of [null, { nodes: [], connections: {} }, { connections: {} }]) {
      const plan = rules.planSync({ templateName: 'Gone', workflow: workflow as WorkflowJson });
      expect(plan.taskBreakdown.map((task) => task.phase)).toEqual(
        TASK_PHASES.filter((phase) => phase !== 'credentials'),
      );
      expect(plan.resources).toEqual([]);
    }
  });
});
