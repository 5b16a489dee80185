/**
 * What FlowVault knows about individual n8n node types, keyed by the name after the package
 * (`shortType`). A type missing here is named and classed by the rules alone (display-name.ts,
 * service.ts, node-kind.ts); a row adds what the rules cannot see.
 */

/**
 * - `helper`: a building block that moves, shapes or routes data, or starts a run, without
 *   naming an outside service. Helpers are not integrations and do not vote for a category.
 * - `core`: listed under "Core Nodes" in n8n's editor (meaningful for `n8n-nodes-base` only).
 * - `trigger`: starts a run although its name does not end in `Trigger`.
 * - `schedule`: starts a run on a timer.
 * - `manual`: started by a person clicking in the editor.
 * - `listens`: listens on a webhook path of its own, so every copy needs its own `webhookId`.
 * - `api`: a raw HTTP or GraphQL request the author configures by hand.
 * - `code`: runs code or shell commands the author writes.
 */
export type NodeTrait =
  'helper' | 'core' | 'trigger' | 'schedule' | 'manual' | 'listens' | 'api' | 'code';

/** One row of the table. */
export interface NodeTypeRow {
  /** The name n8n's editor shows, where the rules would not find it from the type. */
  name?: string;
  traits: ReadonlySet<NodeTrait>;
}

// prettier-ignore
const ROWS: Record<string, [name: string, traits: string]> = {
  agent:                           ['AI Agent', ''],
  aggregate:                       ['', 'helper core'],
  aiTransform:                     ['', 'helper'],
  chainLlm:                        ['Basic LLM Chain', ''],
  chainRetrievalQa:                ['Question and Answer Chain', ''],
  chainSummarization:              ['Summarization Chain', ''],
  chatTrigger:                     ['', 'listens'],
  code:                            ['', 'helper core code'],
  compareDatasets:                 ['', 'helper core'],
  compression:                     ['', 'helper core'],
  convertToFile:                   ['', 'helper core'],
  cron:                            ['', 'helper core trigger schedule'],
  crypto:                          ['', 'helper core'],
  dataTable:                       ['', 'helper'],
  dataTableTool:                   ['', 'helper'],
  dateTime:                        ['Date & Time', 'helper core'],
  debugHelper:                     ['', 'helper core'],
  editImage:                       ['', 'helper core'],
  emailReadImap:                   ['Email Trigger (IMAP)', 'core trigger'],
  emailSend:                       ['Send Email', 'core'],
  errorTrigger:                    ['', 'helper core'],
  executeCommand:                  ['', 'helper core code'],
  executeCommandTool:              ['', 'helper'],
  executeWorkflow:                 ['', 'helper core'],
  executeWorkflowTrigger:          ['', 'helper core'],
  executionData:                   ['', 'helper core'],
  extractFromFile:                 ['', 'helper core'],
  facebookGraphApi:                ['Facebook Graph API', ''],
  filter:                          ['', 'helper core'],
  form:                            ['', 'helper core'],
  formTrigger:                     ['', 'helper core listens'],
  ftp:                             ['', 'core'],
  function:                        ['', 'helper core code'],
  functionItem:                    ['', 'helper core code'],
  googleFirebaseCloudFirestore:    ['Google Cloud Firestore', ''],
  googleFirebaseRealtimeDatabase:  ['Google Cloud Realtime Database', ''],
  graphql:                         ['GraphQL', 'helper core api'],
  html:                            ['', 'helper core'],
  htmlExtract:                     ['', 'helper core'],
  httpRequest:                     ['', 'helper core api'],
  httpRequestTool:                 ['', 'helper api'],
  iCal:                            ['iCalendar', 'helper'],
  if:                              ['', 'helper core'],
  interval:                        ['', 'helper core trigger schedule'],
  itemLists:                       ['', 'helper core'],
  jwt:                             ['', 'helper core'],
  limit:                           ['', 'helper core'],
  localFileTrigger:                ['', 'helper core'],
  manualTrigger:                   ['', 'helper core manual'],
  markdown:                        ['', 'helper core'],
  mcpTrigger:                      ['', 'listens'],
  memoryBufferWindow:              ['Simple Memory', ''],
  merge:                           ['', 'helper core'],
  moveBinaryData:                  ['', 'helper core'],
  n8n:                             ['', 'core'],
  n8nTrainingCustomerDatastore:    ['', 'helper'],
  n8nTrainingCustomerMessenger:    ['', 'helper'],
  n8nTrigger:                      ['', 'core'],
  noOp:                            ['No Operation, do nothing', 'helper core'],
  postBin:                         ['', 'helper'],
  quickChart:                      ['', 'helper'],
  readBinaryFile:                  ['', 'helper core'],
  readBinaryFiles:                 ['', 'helper core'],
  readPDF:                         ['', 'helper'],
  readWriteFile:                   ['Read/Write Files from Disk', 'helper core'],
  removeDuplicates:                ['', 'helper core'],
  renameKeys:                      ['', 'helper core'],
  respondToWebhook:                ['', 'helper core'],
  rssFeedRead:                     ['RSS Read', 'core'],
  rssFeedReadTrigger:              ['RSS Feed Trigger', 'core'],
  scheduleTrigger:                 ['', 'helper core schedule'],
  sentryIo:                        ['Sentry.io', ''],
  set:                             ['Edit Fields (Set)', 'helper core'],
  sort:                            ['', 'helper core'],
  splitInBatches:                  ['Loop Over Items', 'helper core'],
  splitOut:                        ['', 'helper core'],
  spreadsheetFile:                 ['', 'helper core'],
  ssh:                             ['', 'core code'],
  sseTrigger:                      ['', 'helper'],
  start:                           ['', 'helper core trigger manual'],
  stickyNote:                      ['', 'helper'],
  stopAndError:                    ['', 'helper core'],
  summarize:                       ['', 'helper core'],
  switch:                          ['', 'helper core'],
  toolHttpRequest:                 ['HTTP Request Tool', 'api'],
  toolWorkflow:                    ['Call n8n Workflow Tool', ''],
  totp:                            ['', 'helper core'],
  vectorStoreInMemory:             ['Simple Vector Store', ''],
  vectorStorePGVector:             ['Postgres PGVector Store', ''],
  venafiTlsProtectCloud:           ['Venafi TLS Protect Cloud', ''],
  wait:                            ['', 'helper core'],
  webhook:                         ['', 'helper core trigger listens'],
  workflowTrigger:                 ['', 'helper core'],
  writeBinaryFile:                 ['', 'helper core'],
  xml:                             ['', 'helper core'],
};

/** Rows by lower-case short type: exports in the wild do not always keep n8n's casing. */
const TABLE = new Map<string, NodeTypeRow>(
  Object.entries(ROWS).map(([short, [name, traits]]) => [
    short.toLowerCase(),
    {
      ...(name ? { name } : {}),
      traits: new Set(traits.split(' ').filter(Boolean) as NodeTrait[]),
    },
  ]),
);

/** The row of a short type (`googleSheets`, not the full type), if the table has one. */
export function nodeTypeRow(short: string): NodeTypeRow | undefined {
  return TABLE.get(short.toLowerCase());
}

/** True when the table gives this short type the trait. */
export function hasTrait(short: string, trait: NodeTrait): boolean {
  return nodeTypeRow(short)?.traits.has(trait) ?? false;
}
