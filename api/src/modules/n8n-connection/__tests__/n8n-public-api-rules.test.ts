import { n8nApiViolations } from '../n8n-public-api-rules';

const valid = {
  name: 'Minimal',
  nodes: [
    {
      id: 'c1',
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
  ],
  connections: {},
  settings: {},
};

const withNode = (fields: Record<string, unknown>) => ({
  ...valid,
  nodes: [{ ...valid.nodes[0], ...fields }],
});

describe('the rules n8n’s public API applies to a new workflow', () => {
  it('accepts a minimal workflow, with every optional part of the schema', () => {
    expect(n8nApiViolations(valid)).toEqual([]);
    const full = {
      ...withNode({
        webhookId: 'w',
        disabled: false,
        notesInFlow: true,
        notes: 'n',
        executeOnce: true,
        alwaysOutputData: false,
        retryOnFail: true,
        maxTries: 3,
        waitBetweenTries: 1000,
        continueOnFail: false,
        onError: 'stopWorkflow',
        credentials: { slackApi: { name: 'Slack' } },
      }),
      settings: {
        saveExecutionProgress: true,
        saveManualExecutions: false,
        saveDataErrorExecution: 'all',
        saveDataSuccessExecution: 'none',
        executionTimeout: 3600,
        errorWorkflow: 'abc',
        timezone: 'UTC',
        executionOrder: 'v1',
        callerPolicy: 'workflowsFromSameOwner',
        callerIds: '1, 2',
        timeSavedPerExecution: 5,
        availableInMCP: false,
      },
      staticData: { lastId: 1 },
    };
    expect(n8nApiViolations(full)).toEqual([]);
    expect(n8nApiViolations({ ...valid, staticData: null })).toEqual([]);
    expect(n8nApiViolations({ ...valid, staticData: '{"lastId":1}' })).toEqual([]);
  });

  it('refuses read-only properties as read-only', () => {
    expect(n8nApiViolations({ ...valid, active: true, id: 'x' })).toEqual([
      'request/body/id is read-only',
      'request/body/active is read-only',
    ]);
    expect(n8nApiViolations({ ...valid, tags: [] })).toEqual(['request/body/tags is read-only']);
  });

  it('refuses unknown properties at the top level, in settings and in nodes', () => {
    expect(n8nApiViolations({ ...valid, pinData: {} })).toEqual([
      'request/body must NOT have additional properties',
    ]);
    expect(n8nApiViolations({ ...valid, settings: { binaryMode: 'separate' } })).toEqual([
      'request/body/settings must NOT have additional properties',
    ]);
    expect(n8nApiViolations(withNode({ color: '#fff' }))).toEqual([
      'request/body/nodes/0 must NOT have additional properties',
    ]);
    expect(n8nApiViolations({ ...valid, constructor: 1 })).toEqual([
      'request/body must NOT have additional properties',
    ]);
  });

  it('requires name, nodes, connections and settings', () => {
    expect(n8nApiViolations({ name: 'x', nodes: [], connections: {} })).toEqual([
      "request/body must have required property 'settings'",
    ]);
    expect(n8nApiViolations([])).toEqual(['request/body must be object']);
  });

  it('checks types and enums as the validator words them', () => {
    expect(n8nApiViolations(withNode({ typeVersion: '1', position: [0, 'a'] }))).toEqual([
      'request/body/nodes/0/typeVersion must be number',
      'request/body/nodes/0/position/1 must be number',
    ]);
    expect(n8nApiViolations(withNode({ waitBetweenTries: null, parameters: [] }))).toEqual([
      'request/body/nodes/0/waitBetweenTries must be number',
      'request/body/nodes/0/parameters must be object',
    ]);
    expect(n8nApiViolations({ ...valid, settings: { saveDataErrorExecution: 'DEFAULT' } })).toEqual(
      [
        'request/body/settings/saveDataErrorExecution must be equal to one of the allowed values: all, none',
      ],
    );
    expect(n8nApiViolations({ ...valid, settings: { saveExecutionProgress: 'DEFAULT' } })).toEqual([
      'request/body/settings/saveExecutionProgress must be boolean',
    ]);
    expect(n8nApiViolations({ ...valid, staticData: '' })).toEqual([
      'request/body/staticData must match a schema in anyOf',
    ]);
    expect(n8nApiViolations({ ...valid, connections: [] })).toEqual([
      'request/body/connections must be object',
    ]);
  });

  it('refuses a name longer than n8n’s 128-character column', () => {
    expect(n8nApiViolations({ ...valid, name: 'x'.repeat(129) })).toEqual([
      'request/body/name must NOT have more than 128 characters',
    ]);
  });
});
