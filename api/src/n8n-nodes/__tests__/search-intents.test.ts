import { searchIntents } from '../search-intents';

const words = (text: string) => text.split(' ');
const named = (text: string) =>
  searchIntents(words(text)).map((intent) => [
    ...intent.integrations,
    ...intent.triggerTypes,
    ...intent.nodeTypes,
  ]);

describe('searchIntents', () => {
  it.each([
    ['telegram bot with chatgpt', [['OpenAI']]],
    ['use gpt 4o', [['OpenAI']]],
    ['use claude to draft replies', [['Anthropic']]],
    [
      'gemini agent',
      [
        ['Google Gemini'],
        ['OpenAI', 'Anthropic', 'Google Gemini', 'Mistral AI', 'Groq', 'Ollama', 'OpenRouter'],
      ],
    ],
    ['add a row to my gsheets', [['Google Sheets']]],
    ['sheets', [['Google Sheets']]],
    ['save it in a spreadsheet', [['Google Sheets', 'Airtable']]],
    ['post a tweet', [['X (Twitter)']]],
    ['send an sms', [['Twilio']]],
  ])('maps service names and their common forms: "%s"', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    ['every morning', 'Scheduled'],
    ['a daily report', 'Scheduled'],
    ['hourly', 'Scheduled'],
    ['run it every monday', 'Scheduled'],
    ['cron job', 'Scheduled'],
    ['call a webhook', 'Webhook'],
  ])('maps "%s" to a trigger', (text, trigger) => {
    expect(named(text)).toEqual([[trigger]]);
  });

  it.each([
    [
      'send an email when a form is submitted',
      ['n8n-nodes-base.formTrigger', 'n8n-nodes-base.form'],
    ],
    ['collect form submissions', ['n8n-nodes-base.formTrigger', 'n8n-nodes-base.form']],
    [
      'call an api',
      [
        'n8n-nodes-base.httpRequest',
        'n8n-nodes-base.httpRequestTool',
        '@n8n/n8n-nodes-langchain.toolHttpRequest',
      ],
    ],
  ])('maps "%s" to the node types that do it, which name no service', (text, types) => {
    const intents = searchIntents(words(text));
    expect(intents.some((intent) => types.every((type) => intent.nodeTypes.includes(type)))).toBe(
      true,
    );
  });

  it("maps a form to the form services as well as to n8n's own form", () => {
    const [form] = searchIntents(words('form'));
    expect(form.integrations).toEqual(['Typeform', 'Jot Form']);
    expect(named('jotform')).toEqual([['Jot Form']]);
  });

  it('reads the longest phrase first, and names each intent once, in the order named', () => {
    // "google sheet" is one service, not Google something and a sheet.
    expect(named('google sheet every morning')).toEqual([['Google Sheets'], ['Scheduled']]);
    expect(named('gmail to gmail every day daily')).toEqual([['Gmail'], ['Scheduled']]);
    expect(named('email from google calendar')).toEqual([
      ['Gmail', 'Email', 'Microsoft Outlook'],
      ['Google Calendar'],
    ]);
  });

  it('names nothing for words that name no service or trigger', () => {
    expect(searchIntents(words('summarize the articles of my blog'))).toEqual([]);
    expect(searchIntents([])).toEqual([]);
    // Part of a phrase is not the phrase.
    expect(named('every')).toEqual([]);
    expect(named('morning')).toEqual([]);
  });
});
