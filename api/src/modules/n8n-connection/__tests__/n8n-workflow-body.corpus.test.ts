import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CORPUS_PATH, SAMPLE_PATH } from '../../../../test/corpus';
import { n8nApiViolations } from '../n8n-public-api-rules';
import { workflowForN8nApi, type N8nWorkflowBody } from '../n8n-workflow-body';

interface CorpusRecord {
  name: string;
  sourcePath: string;
  workflow: Record<string, unknown>;
}

const sample = JSON.parse(readFileSync(SAMPLE_PATH, 'utf8')) as CorpusRecord[];
const corpus = gunzipSync(readFileSync(CORPUS_PATH))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as CorpusRecord);

/** Everything wrong with `body` as the reduction of `workflow`; empty when it is right. */
function problems(workflow: Record<string, unknown>, body: N8nWorkflowBody): string[] {
  const found = n8nApiViolations(JSON.parse(JSON.stringify(body)));
  const originals = (workflow.nodes as unknown[]).filter(
    (node): node is Record<string, unknown> => typeof node === 'object' && node !== null,
  );
  if (body.nodes.length !== originals.length) found.push('a node was dropped');
  const names = new Set(body.nodes.map((node) => node.name));
  if (names.size !== body.nodes.length) found.push('two nodes share a name');
  body.nodes.forEach((node, i) => {
    const { name, type, typeVersion, position, parameters } = node;
    if (!name || !type || typeof typeVersion !== 'number' || position.length !== 2 || !parameters) {
      found.push(`node ${i} lacks what n8n needs to run it`);
    }
    const original = originals[i].webhookId;
    if (original !== undefined && (!node.webhookId || node.webhookId === original)) {
      found.push(`node ${i} kept its webhookId`);
    }
    if (original && node.parameters.path === original)
      found.push(`node ${i} kept its webhook path`);
    for (const credential of Object.values(node.credentials ?? {})) {
      if (Object.keys(credential).join() !== 'name') found.push(`node ${i} keeps a credential id`);
    }
  });
  for (const [source, outputs] of Object.entries(body.connections)) {
    if (!names.has(source)) found.push(`a connection leaves the missing node ${source}`);
    for (const slots of Object.values(outputs)) {
      for (const target of slots.flat()) {
        if (!names.has(target.node))
          found.push(`a connection reaches the missing node ${target.node}`);
      }
    }
  }
  return found;
}

describe('every workflow of the corpus, reduced for n8n’s public API', () => {
  it.each(sample.map((record) => [record.name, record] as const))(
    'sample: %s reduces to a body n8n accepts',
    (_name, record) => {
      const body = workflowForN8nApi(record.workflow, { name: record.name });
      expect(problems(record.workflow, body)).toEqual([]);
    },
  );

  it('reduces all 2,047 workflows to bodies n8n accepts, without touching them', () => {
    expect(corpus).toHaveLength(2047);
    const failures: string[] = [];
    let fresh = 0;
    for (const record of corpus) {
      const before = JSON.stringify(record.workflow);
      const body = workflowForN8nApi(record.workflow, {
        name: record.name,
        newId: () => `fresh-${++fresh}`,
      });
      const found = problems(record.workflow, body);
      if (JSON.stringify(record.workflow) !== before) found.push('the input was modified');
      if (found.length > 0) failures.push(`${record.sourcePath}: ${found.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('would see every one of them refused if sent as exported', () => {
    const refused = corpus.filter(
      (record) => n8nApiViolations({ name: record.name, ...record.workflow }).length > 0,
    );
    expect(refused).toHaveLength(corpus.length);
  });
});
