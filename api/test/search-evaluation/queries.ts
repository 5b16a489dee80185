/**
 * What a search should find, by the node types of a template's workflow: a service (the key
 * `serviceKey` gives its nodes: `slack`, `googlesheets`, `openai`, the trigger and tool nodes of
 * a service included) or one of the capabilities in `CAPABILITIES` (./judge.ts).
 * Needs are facts about workflows, judged from node types alone: never from a template's text,
 * and never through the product's own mapping of words to services, which they measure.
 */
export type Need = string;

/** A query as a user types it, and the services and capabilities its intent needs. */
export interface EvaluationQuery {
  text: string;
  needs: readonly Need[];
}

/**
 * The search evaluation set: natural-language queries written the way people type them into a
 * template gallery (lower case, stop words, intents rather than node names), each relevant only
 * to templates whose workflow has every need. Every need is met by at least one workflow of the
 * corpus (api/test/search-evaluation.test.ts), so every query has something to find.
 */
export const EVALUATION_QUERIES: readonly EvaluationQuery[] = [
  { text: 'post to slack from a webhook', needs: ['slack', 'webhook'] },
  { text: 'send an email when a form is submitted', needs: ['email', 'form'] },
  { text: 'summarize my emails with ai', needs: ['email', 'ai'] },
  { text: 'telegram bot with chatgpt', needs: ['telegram', 'ai'] },
  { text: 'save gmail attachments to google drive', needs: ['gmail', 'googledrive'] },
  { text: 'add rows to a google sheet every morning', needs: ['googlesheets', 'schedule'] },
  { text: 'ai agent that answers questions from my notion docs', needs: ['notion', 'ai'] },
  { text: 'sync hubspot contacts with google sheets', needs: ['hubspot', 'googlesheets'] },
  { text: 'discord bot that answers with ai', needs: ['discord', 'ai'] },
  { text: 'create jira tickets from slack messages', needs: ['jira', 'slack'] },
  { text: 'post new rss items to twitter', needs: ['rss', 'twitter'] },
  { text: 'whatsapp chatbot with openai', needs: ['whatsapp', 'ai'] },
  { text: 'store form responses in airtable', needs: ['form', 'airtable'] },
  { text: 'copy my postgres data to a google sheet', needs: ['postgres', 'googlesheets'] },
  { text: 'rag chatbot over my documents with qdrant', needs: ['qdrant', 'ai'] },
  { text: 'put documents in a pinecone vector store', needs: ['pinecone'] },
  { text: 'daily reminder in slack', needs: ['schedule', 'slack'] },
  { text: 'summarize youtube videos', needs: ['youtube', 'ai'] },
  { text: 'write blog posts for wordpress with ai', needs: ['wordpress', 'ai'] },
  { text: 'classify incoming emails with an llm', needs: ['email', 'ai'] },
  { text: 'send an sms with twilio', needs: ['twilio'] },
  { text: 'add events to my google calendar from emails', needs: ['googlecalendar', 'email'] },
  { text: 'save telegram messages to notion', needs: ['notion', 'telegram'] },
  { text: 'new shopify orders into a spreadsheet', needs: ['shopify', 'googlesheets'] },
  { text: 'woocommerce order notifications', needs: ['woocommerce'] },
  { text: 'chatbot with supabase vector search', needs: ['supabase', 'ai'] },
  { text: 'scrape a website every hour', needs: ['schedule', 'http'] },
  { text: 'call an api and post the result to slack', needs: ['http', 'slack'] },
  { text: 'run a local llm with ollama', needs: ['ollama'] },
  { text: 'use claude to draft replies', needs: ['anthropic'] },
  { text: 'gemini agent with memory', needs: ['googlegemini', 'ai'] },
  { text: 'generate linkedin posts with ai', needs: ['linkedin', 'ai'] },
  { text: 'new pipedrive deals', needs: ['pipedrive'] },
  { text: 'zendesk tickets', needs: ['zendesk'] },
  { text: 'ai assistant for my outlook inbox', needs: ['microsoftoutlook', 'ai'] },
  { text: 'read emails over imap', needs: ['emailreadimap'] },
  { text: 'alerts in mattermost', needs: ['mattermost'] },
  { text: 'keep the chat history in redis', needs: ['redis'] },
  { text: 'mysql report to a google sheet', needs: ['mysql', 'googlesheets'] },
  { text: 'upload files to dropbox', needs: ['dropbox'] },
  { text: 'automate my spotify playlists', needs: ['spotify'] },
  { text: 'create trello cards', needs: ['trello'] },
  { text: 'add todoist tasks', needs: ['todoist'] },
  { text: 'what is new on hacker news', needs: ['hackernews'] },
  { text: 'reddit posts', needs: ['reddit'] },
  { text: 'log stripe payments', needs: ['stripe'] },
  { text: 'summarize a google doc with ai', needs: ['googledocs', 'ai'] },
  { text: 'agent that searches google with serpapi', needs: ['serpapi', 'ai'] },
  { text: 'research assistant using wikipedia', needs: ['wikipedia', 'ai'] },
  { text: 'calendly bookings', needs: ['calendly'] },
  { text: 'asana tasks', needs: ['asana'] },
  { text: 'every monday send a report by email', needs: ['schedule', 'email'] },
  { text: 'webhook that writes to postgres', needs: ['webhook', 'postgres'] },
  { text: 'transcribe telegram voice messages with openai', needs: ['telegram', 'openai'] },
  { text: 'ai chatbot for my website', needs: ['chat', 'ai'] },
  { text: 'sentiment of customer feedback', needs: ['sentimentanalysis'] },
  { text: 'pull data out of invoices with ai', needs: ['informationextractor'] },
  { text: 'weekly google analytics report', needs: ['googleanalytics'] },
  { text: 'github notifications in slack', needs: ['github', 'slack'] },
  { text: 'open a jira issue from an email', needs: ['jira', 'email'] },
  { text: 'store data in mongodb', needs: ['mongodb'] },
  { text: 'gitlab merge requests', needs: ['gitlab'] },
  { text: 'zoom meetings', needs: ['zoom'] },
  { text: 'upload to s3', needs: ['s3'] },
  { text: 'summarize rss news with ai and send it to telegram', needs: ['rss', 'ai', 'telegram'] },
  { text: 'the weather forecast every day', needs: ['openweathermap'] },
  { text: 'translate messages with deepl', needs: ['deepl'] },
  { text: 'gpt powered email replies in gmail', needs: ['gmail', 'ai'] },
];
