import { readWorkflow } from '@flowvault/shared';
import { describeNodeType } from '..';

describe('readWorkflow', () => {
  it('keeps what a step says of itself and asks the lookup about its type', () => {
    const { nodes } = readWorkflow(
      {
        nodes: [
          {
            id: 'a1',
            name: 'Fetch',
            type: 'n8n-nodes-base.httpRequest',
            typeVersion: 4.2,
            position: [10, 20],
            credentials: { httpHeaderAuth: { name: 'Header' } },
            parameters: { url: 'https://example.com' },
            disabled: true,
          },
        ],
      },
      describeNodeType,
    );
    expect(nodes).toEqual([
      {
        id: 'a1',
        name: 'Fetch',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [10, 20],
        credentials: { httpHeaderAuth: { name: 'Header' } },
        parameters: { url: 'https://example.com' },
        disabled: true,
        nodeType: describeNodeType('n8n-nodes-base.httpRequest'),
      },
    ]);
  });

  it('leaves out or undefined whatever an old or broken export gets wrong', () => {
    const { nodes } = readWorkflow(
      {
        nodes: [
          { id: '', name: 7, type: null, typeVersion: 'one', position: [1], credentials: [] },
          null,
        ],
      },
      describeNodeType,
    );
    expect(nodes).toEqual([
      {
        id: undefined,
        name: '',
        type: '',
        typeVersion: undefined,
        position: undefined,
        credentials: undefined,
        parameters: undefined,
        disabled: false,
        nodeType: describeNodeType(''),
      },
    ]);
  });

  it('flattens connections into one link per wire, with its kind and output index', () => {
    const { links } = readWorkflow(
      {
        nodes: [],
        connections: {
          If: {
            main: [[{ node: 'Yes' }], [{ node: 'No' }, { node: 'Log' }]],
            error: [null, 'oops'],
          },
          Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
          Broken: { main: 'nothing' },
        },
      },
      describeNodeType,
    );
    expect(links).toEqual([
      { from: 'If', to: 'Yes', kind: 'main', outputIndex: 0 },
      { from: 'If', to: 'No', kind: 'main', outputIndex: 1 },
      { from: 'If', to: 'Log', kind: 'main', outputIndex: 1 },
      { from: 'Model', to: 'Agent', kind: 'ai_languageModel', outputIndex: 0 },
    ]);
  });
});
