import { integrationName, titleCase } from '../ingest/rules/integrations';
import { shortType } from '../ingest/rules/node-types';

/** n8n's own names for core nodes whose type name reads differently. */
const CORE_NAMES: Record<string, string> = {
  agent: 'AI Agent',
  chainLlm: 'Basic LLM Chain',
  chainRetrievalQa: 'Question and Answer Chain',
  chainSummarization: 'Summarization Chain',
  chatTrigger: 'Chat Trigger',
  code: 'Code',
  cron: 'Cron',
  documentDefaultDataLoader: 'Default Data Loader',
  executeWorkflow: 'Execute Workflow',
  executeWorkflowTrigger: 'Execute Workflow Trigger',
  formTrigger: 'Form Trigger',
  function: 'Function',
  httpRequest: 'HTTP Request',
  httpRequestTool: 'HTTP Request Tool',
  if: 'If',
  lmChatOpenAi: 'OpenAI Chat Model',
  manualTrigger: 'Manual Trigger',
  memoryBufferWindow: 'Window Buffer Memory',
  noOp: 'No Operation',
  outputParserStructured: 'Structured Output Parser',
  respondToWebhook: 'Respond to Webhook',
  scheduleTrigger: 'Schedule Trigger',
  set: 'Edit Fields (Set)',
  splitInBatches: 'Loop Over Items',
  splitOut: 'Split Out',
  toolHttpRequest: 'HTTP Request Tool',
  toolWorkflow: 'Call Workflow Tool',
  webhook: 'Webhook',
};

/**
 * How n8n's editor names a node type: `n8n-nodes-base.googleSheetsTrigger` → `Google Sheets
 * Trigger`, `@n8n/n8n-nodes-langchain.lmChatOpenAi` → `OpenAI Chat Model`.
 */
export function nodeDisplayName(type: string): string {
  const short = shortType(type);
  if (CORE_NAMES[short]) return CORE_NAMES[short];
  const service = integrationName(type);
  if (service && !/^(lm|embeddings|vectorStore|memory|retriever)/.test(short)) {
    const role = short.match(/(Trigger|Tool)$/)?.[1];
    return role ? `${service} ${role}` : service;
  }
  return titleCase(short);
}
