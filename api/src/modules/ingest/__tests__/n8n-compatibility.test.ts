import { n8n1xNodeType } from '../../../n8n-nodes';
import { deriveTemplate, n8nObstaclesOf } from '../rules';
import { ai, node, sticky, workflow } from './workflow-factory';

describe('the n8n compatibility check', () => {
  it('finds nothing in a workflow of built-in nodes, AI nodes and notes: it imports cleanly', () => {
    const clean = workflow([
      node('manualTrigger'),
      node('httpRequest', { typeVersion: 4.2 }),
      ai('agent', { typeVersion: 1.7 }),
      sticky('how it works'),
    ]);
    expect(n8nObstaclesOf(clean)).toEqual([]);
    expect(deriveTemplate(clean).n8nObstacles).toEqual([]);
  });

  it('takes the tool variants n8n makes of nodes usable as tools for built-in', () => {
    expect(
      n8nObstaclesOf(workflow([ai('agent'), node('gmailTool', { typeVersion: 2.1 })])),
    ).toEqual([]);
  });

  it('names a community node, once however often it is used', () => {
    const nodes = [node('n8n-nodes-foo.bar'), node('n8n-nodes-foo.bar'), node('set')];
    expect(n8nObstaclesOf(workflow(nodes))).toEqual(['Uses a community node: n8n-nodes-foo.bar']);
  });

  it('names a scoped community package as community too', () => {
    expect(n8n1xNodeType('@custom-js/n8n-nodes-pdf-toolkit.html2Pdf')).toEqual({
      status: 'community',
    });
  });

  it('names a type the built-in packages do not have', () => {
    expect(n8nObstaclesOf(workflow([node('manualTrigger'), node('noSuchNode')]))).toEqual([
      'Uses a node type n8n 1.x does not have: n8n-nodes-base.noSuchNode',
    ]);
    expect(n8nObstaclesOf(workflow([ai('lmChatMadeUp')]))).toEqual([
      'Uses a node type n8n 1.x does not have: @n8n/n8n-nodes-langchain.lmChatMadeUp',
    ]);
  });

  it('takes no property of a plain object for a node type', () => {
    expect(n8n1xNodeType('n8n-nodes-base.constructor')).toEqual({ status: 'unknown' });
    expect(n8n1xNodeType('noPackage')).toEqual({ status: 'unknown' });
  });

  it('names a node at a typeVersion newer than n8n 1.123 has', () => {
    expect(n8nObstaclesOf(workflow([node('httpRequest', { typeVersion: 99 })]))).toEqual([
      'Uses n8n-nodes-base.httpRequest version 99; n8n 1.123.81 has up to 4.3',
    ]);
  });

  it('reports what n8n’s public API would refuse in the body FlowVault sends', () => {
    const asExported = (w: unknown) => ({ ...(w as object), pinData: {}, active: true });
    expect(n8nObstaclesOf(workflow([node('set')]), asExported)).toEqual([
      "The public API of n8n would refuse it: request/body must have required property 'settings'",
      'The public API of n8n would refuse it: request/body must NOT have additional properties',
      'The public API of n8n would refuse it: request/body/active is read-only',
    ]);
  });

  it('checks the reduced body, so what the import path drops is no obstacle', () => {
    const exported = workflow([node('set')], { id: '7', active: true, tags: [], pinData: {} });
    expect(n8nObstaclesOf(exported)).toEqual([]);
  });
});
