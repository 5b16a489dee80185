/** Helpers for reading n8n node types such as `n8n-nodes-base.googleSheetsTrigger`. */

export const STICKY_NOTE_TYPE = 'n8n-nodes-base.stickyNote';

const LANGCHAIN_PACKAGE = '@n8n/n8n-nodes-langchain';

/** The part after the last dot: `n8n-nodes-base.googleSheets` → `googleSheets`. */
export function shortType(type: string): string {
  const dot = type.lastIndexOf('.');
  return dot === -1 ? type : type.slice(dot + 1);
}

export function isLangchainType(type: string): boolean {
  return type.startsWith(`${LANGCHAIN_PACKAGE}.`);
}

export function isStickyNote(type: string): boolean {
  return type === STICKY_NOTE_TYPE;
}

/**
 * Core nodes that move, shape or route data, or start a run, without naming an outside service.
 * They are not integrations and do not vote for a category (see category.ts for the few that
 * decide when nothing else does). Keys are short types, lower-cased.
 */
export const HELPER_TYPES: ReadonlySet<string> = new Set(
  (
    'stickyNote set if merge switch filter code function functionItem noOp splitOut ' +
    'splitInBatches aggregate wait httpRequest httpRequestTool respondToWebhook webhook ' +
    'manualTrigger scheduleTrigger cron interval start executeWorkflow ' +
    'executeWorkflowTrigger workflowTrigger errorTrigger limit sort removeDuplicates ' +
    'dateTime itemLists summarize renameKeys compareDatasets stopAndError html ' +
    'htmlExtract markdown xml convertToFile extractFromFile crypto compression ' +
    'moveBinaryData readBinaryFile readBinaryFiles writeBinaryFile readWriteFile ' +
    'spreadsheetFile executionData debugHelper form formTrigger editImage ' +
    'localFileTrigger totp readPDF executeCommand executeCommandTool graphql ' +
    'n8nTrainingCustomerDatastore n8nTrainingCustomerMessenger sseTrigger jwt aiTransform ' +
    'postBin dataTable dataTableTool iCal quickChart'
  )
    .toLowerCase()
    .split(' '),
);

/**
 * LangChain nodes that are building blocks rather than a vendor (agents, chains, parsers,
 * splitters, generic tools). They mark a workflow as AI but name no integration.
 */
const LANGCHAIN_PREFIXES = [
  'lmChat',
  'lm',
  'embeddings',
  'vectorStore',
  'memory',
  'tool',
  'retriever',
];

/**
 * The service a node talks to, as a lower-case key, or undefined for helpers and LangChain
 * building blocks. App nodes drop their `Trigger`/`Tool` suffix (`telegramTrigger` → `telegram`);
 * LangChain nodes drop their role prefix (`lmChatOpenAi` → `openai`,
 * `memoryPostgresChat` → `postgres`).
 */
export function serviceKey(type: string): string | undefined {
  const short = shortType(type);
  if (HELPER_TYPES.has(short.toLowerCase())) return undefined;
  let name = short;
  if (isLangchainType(type)) {
    const prefix = LANGCHAIN_PREFIXES.find(
      (p) => name.startsWith(p) && /^[A-Z]/.test(name.slice(p.length)),
    );
    if (prefix) name = name.slice(prefix.length);
    name = name.replace(/(Chat|Assistant)$/, '');
  }
  name = name.replace(/Trigger$/, '').replace(/Tool$/, '');
  return name ? name.toLowerCase() : undefined;
}
