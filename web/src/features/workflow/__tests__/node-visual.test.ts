import { nodeDisplayName } from '../node-types';
import { nodeVisual } from '../node-visual';

describe('nodeVisual', () => {
  it.each([
    ['n8n-nodes-base.scheduleTrigger', 'schedule'],
    ['n8n-nodes-base.cron', 'schedule'],
    ['n8n-nodes-base.webhook', 'webhook'],
    ['n8n-nodes-base.respondToWebhook', 'webhook'],
    ['n8n-nodes-base.telegramTrigger', 'trigger'],
    ['n8n-nodes-base.manualTrigger', 'trigger'],
    ['n8n-nodes-base.httpRequest', 'http'],
    ['@n8n/n8n-nodes-langchain.toolHttpRequest', 'http'],
    ['n8n-nodes-base.code', 'code'],
    ['n8n-nodes-base.function', 'code'],
    ['@n8n/n8n-nodes-langchain.agent', 'ai'],
    ['@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter', 'ai'],
    ['n8n-nodes-base.openAi', 'ai'],
    ['n8n-nodes-base.slack', 'slack'],
    ['n8n-nodes-base.telegram', 'telegram'],
    ['n8n-nodes-base.gmail', 'email'],
    ['n8n-nodes-base.emailSend', 'email'],
    ['n8n-nodes-base.googleSheets', 'sheet'],
    ['n8n-nodes-base.postgres', 'database'],
    ['n8n-nodes-base.mySql', 'database'],
    ['n8n-nodes-base.if', 'logic'],
    ['n8n-nodes-base.switch', 'logic'],
    ['n8n-nodes-base.filter', 'logic'],
    ['n8n-nodes-base.set', 'set'],
    ['n8n-nodes-base.merge', 'merge'],
    ['n8n-nodes-base.splitInBatches', 'split'],
    ['n8n-nodes-base.wait', 'wait'],
    ['n8n-nodes-base.noOp', 'node'],
    ['', 'node'],
  ])('shows %s with the %s icon', (type, icon) => {
    expect(nodeVisual(type).icon).toBe(icon);
  });

  it('does not mistake words that merely contain a keyword', () => {
    expect(nodeVisual('n8n-nodes-base.dataset').icon).toBe('node');
    expect(nodeVisual('n8n-nodes-base.airtop').icon).toBe('node');
  });

  it('gives nodes with the same icon the same colour, distinct from the default', () => {
    const postgres = nodeVisual('n8n-nodes-base.postgres');
    expect(postgres.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(nodeVisual('n8n-nodes-base.supabase')).toEqual(postgres);
    expect(postgres.color).not.toBe(nodeVisual('n8n-nodes-base.noOp').color);
  });
});

describe('nodeDisplayName', () => {
  it.each([
    ['n8n-nodes-base.googleSheets', 'Google Sheets'],
    ['n8n-nodes-base.httpRequest', 'HTTP Request'],
    ['@n8n/n8n-nodes-langchain.lmChatOpenAi', 'LM Chat OpenAI'],
    ['n8n-nodes-base.emailReadImap', 'Email Read IMAP'],
    ['n8n-nodes-base.if', 'If'],
    ['', 'Unknown node'],
  ])('names %s "%s"', (type, name) => {
    expect(nodeDisplayName(type)).toBe(name);
  });
});
