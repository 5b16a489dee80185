import { AUTHORS } from './authors';
import { openAiChatModel } from './node-presets';
import { credential, CREDENTIALS, filterParams, fromList } from './parameter-helpers';
import {
  BASE,
  LC,
  ai,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** AI agents, retrieval and content generation built on n8n's LangChain nodes. */
export const AI_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'telegram-ai-assistant',
    name: 'Telegram AI Assistant with Conversation Memory',
    author: AUTHORS.mara,
    description:
      'Give your team or customers a personal assistant inside Telegram. Every message goes to an ' +
      'OpenAI-powered agent that remembers the last ten turns of each chat, so follow-up ' +
      'questions just work. Replies come back formatted in Markdown within seconds.',
    daysAgo: 0,
    document: true,
    nodes: [
      node(
        'Telegram Trigger',
        `${BASE}.telegramTrigger`,
        1.1,
        [0, 0],
        { updates: ['message'], additionalFields: {} },
        CREDENTIALS.telegram,
      ),
      node('AI Agent', `${LC}.agent`, 1.7, [2, 0], {
        promptType: 'define',
        text: '={{ $json.message.text }}',
        options: {
          systemMessage:
            'You are a friendly, concise assistant. Answer in the language of the user. Use short paragraphs and Markdown lists where helpful.',
        },
      }),
      openAiChatModel('OpenAI Chat Model', [1, 1]),
      node('Window Buffer Memory', `${LC}.memoryBufferWindow`, 1.3, [2, 1], {
        sessionIdType: 'customKey',
        sessionKey: "={{ $('Telegram Trigger').item.json.message.chat.id }}",
        contextWindowLength: 10,
      }),
      node(
        'Send Reply',
        `${BASE}.telegram`,
        1.2,
        [4, 0],
        {
          chatId: "={{ $('Telegram Trigger').item.json.message.chat.id }}",
          text: '={{ $json.output }}',
          additionalFields: { appendAttribution: false, parse_mode: 'Markdown' },
        },
        CREDENTIALS.telegram,
      ),
      sticky(
        'Setup',
        '## Setup\n1. Create a bot with @BotFather and add the token as a Telegram credential.\n2. Add your OpenAI key.\n3. Activate the workflow and say hi to your bot.',
        [0, -2],
      ),
    ],
    edges: [
      ...chain('Telegram Trigger', 'AI Agent', 'Send Reply'),
      ai('OpenAI Chat Model', 'AI Agent', 'ai_languageModel'),
      ai('Window Buffer Memory', 'AI Agent', 'ai_memory'),
    ],
  }),

  defineTemplate({
    slug: 'rag-website-chatbot',
    name: 'Website Support Chatbot with a Qdrant Knowledge Base',
    author: AUTHORS.team,
    description:
      'An embeddable chat widget that answers product questions from your own documentation. ' +
      'The agent searches a Qdrant collection of your help-centre articles before answering, cites ' +
      'what it found, and politely hands over to a human when the docs do not cover the question.',
    daysAgo: 12,
    document: true,
    nodes: [
      node('When chat message received', `${LC}.chatTrigger`, 1.1, [0, 0], {
        public: true,
        mode: 'webhook',
        options: { allowedOrigins: 'https://www.example.com', title: 'Ask our docs' },
      }),
      node('Support Agent', `${LC}.agent`, 1.7, [2, 0], {
        options: {
          systemMessage:
            'You answer questions about our product using only the knowledge_base tool. If the answer is not there, say so and suggest emailing support@example.com.',
        },
      }),
      openAiChatModel('OpenAI Chat Model', [1, 1], 'gpt-4o'),
      node('Chat Memory', `${LC}.memoryBufferWindow`, 1.3, [2, 1], { contextWindowLength: 8 }),
      node('Knowledge Base', `${LC}.toolVectorStore`, 1, [3, 1], {
        name: 'knowledge_base',
        description: 'Search the product documentation and help-centre articles.',
        topK: 5,
      }),
      node(
        'Qdrant Vector Store',
        `${LC}.vectorStoreQdrant`,
        1.1,
        [3, 2],
        {
          qdrantCollection: fromList('help-centre', 'help-centre'),
          options: {},
        },
        CREDENTIALS.qdrant,
      ),
      node(
        'Embeddings OpenAI',
        `${LC}.embeddingsOpenAi`,
        1.2,
        [3, 3],
        { model: 'text-embedding-3-small', options: {} },
        CREDENTIALS.openAi,
      ),
      openAiChatModel('Tool Chat Model', [4, 2]),
    ],
    edges: [
      ...chain('When chat message received', 'Support Agent'),
      ai('OpenAI Chat Model', 'Support Agent', 'ai_languageModel'),
      ai('Chat Memory', 'Support Agent', 'ai_memory'),
      ai('Knowledge Base', 'Support Agent', 'ai_tool'),
      ai('Qdrant Vector Store', 'Knowledge Base', 'ai_vectorStore'),
      ai('Embeddings OpenAI', 'Qdrant Vector Store', 'ai_embedding'),
      ai('Tool Chat Model', 'Knowledge Base', 'ai_languageModel'),
    ],
  }),

  defineTemplate({
    slug: 'drive-docs-to-pinecone',
    name: 'Index Google Drive Documents into Pinecone for RAG',
    author: AUTHORS.priya,
    description:
      'Run once to turn a Google Drive folder into a searchable knowledge base. Each document is ' +
      'downloaded as plain text, split into overlapping chunks, embedded with OpenAI and stored in ' +
      'Pinecone with its title and link as metadata, ready for any retrieval-augmented agent.',
    daysAgo: 41,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node(
        'List Folder Files',
        `${BASE}.googleDrive`,
        3,
        [1, 0],
        {
          resource: 'fileFolder',
          filter: { folderId: fromList('1AbCdEfGhIjKlMnOpQrStUvWxYz', 'Company Handbook') },
          options: { fields: ['id', 'name', 'webViewLink'] },
        },
        CREDENTIALS.googleDrive,
      ),
      node(
        'Download as Text',
        `${BASE}.googleDrive`,
        3,
        [2, 0],
        {
          operation: 'download',
          fileId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
          options: { googleFileConversion: { conversion: { docsToFormat: 'text/plain' } } },
        },
        CREDENTIALS.googleDrive,
      ),
      node(
        'Pinecone Vector Store',
        `${LC}.vectorStorePinecone`,
        1,
        [4, 0],
        {
          mode: 'insert',
          pineconeIndex: fromList('company-handbook', 'company-handbook'),
          options: { clearNamespace: false },
        },
        CREDENTIALS.pinecone,
      ),
      node(
        'Embeddings OpenAI',
        `${LC}.embeddingsOpenAi`,
        1.2,
        [3, 1],
        { model: 'text-embedding-3-small', options: {} },
        CREDENTIALS.openAi,
      ),
      node('Default Data Loader', `${LC}.documentDefaultDataLoader`, 1, [5, 1], {
        dataType: 'binary',
        options: {
          metadata: {
            metadataValues: [
              { name: 'title', value: "={{ $('List Folder Files').item.json.name }}" },
              { name: 'url', value: "={{ $('List Folder Files').item.json.webViewLink }}" },
            ],
          },
        },
      }),
      node(
        'Recursive Character Text Splitter',
        `${LC}.textSplitterRecursiveCharacterTextSplitter`,
        1,
        [5, 2],
        {
          chunkSize: 1000,
          chunkOverlap: 150,
        },
      ),
    ],
    edges: [
      ...chain(
        'When clicking ‘Test workflow’',
        'List Folder Files',
        'Download as Text',
        'Pinecone Vector Store',
      ),
      ai('Embeddings OpenAI', 'Pinecone Vector Store', 'ai_embedding'),
      ai('Default Data Loader', 'Pinecone Vector Store', 'ai_document'),
      ai('Recursive Character Text Splitter', 'Default Data Loader', 'ai_textSplitter'),
    ],
  }),

  defineTemplate({
    slug: 'webhook-research-agent',
    name: 'Research Agent API with Web Search and Wikipedia',
    author: AUTHORS.jonas,
    description:
      'POST a question, get back a researched answer as JSON. A Claude-powered agent searches the ' +
      'web through Tavily, checks facts on Wikipedia, does the maths with a calculator tool and ' +
      'returns a summary, key points and source links in a fixed structure your app can render.',
    daysAgo: 63,
    document: true,
    nodes: [
      node('Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'research-agent',
        responseMode: 'responseNode',
        options: {},
      }),
      node('Research Agent', `${LC}.agent`, 1.7, [2, 0], {
        promptType: 'define',
        text: '={{ $json.body.question }}',
        hasOutputParser: true,
        options: {
          systemMessage:
            'You are a careful research assistant. Search before answering, prefer primary sources and never invent links.',
          maxIterations: 8,
        },
      }),
      node(
        'Anthropic Chat Model',
        `${LC}.lmChatAnthropic`,
        1.3,
        [1, 1],
        {
          model: fromList('claude-3-7-sonnet-20250219', 'Claude 3.7 Sonnet'),
          options: { temperature: 0.2 },
        },
        CREDENTIALS.anthropic,
      ),
      node(
        'Web Search',
        `${LC}.toolHttpRequest`,
        1.1,
        [2, 1],
        {
          toolDescription: 'Search the web for recent information. Input: a search query.',
          method: 'POST',
          url: 'https://api.tavily.com/search',
          authentication: 'genericCredentialType',
          genericAuthType: 'httpHeaderAuth',
          sendBody: true,
          specifyBody: 'json',
          jsonBody: '{ "query": "{query}", "max_results": 5, "search_depth": "advanced" }',
          placeholderDefinitions: {
            values: [{ name: 'query', description: 'What to search for', type: 'string' }],
          },
        },
        credential('httpHeaderAuth', 'Tavily API key'),
      ),
      node('Wikipedia', `${LC}.toolWikipedia`, 1, [3, 1]),
      node('Calculator', `${LC}.toolCalculator`, 1, [4, 1]),
      node('Structured Output Parser', `${LC}.outputParserStructured`, 1.2, [5, 1], {
        jsonSchemaExample: JSON.stringify(
          {
            summary: 'Two to four sentences.',
            keyPoints: ['First point'],
            sources: ['https://example.com/article'],
          },
          null,
          2,
        ),
      }),
      node('Respond to Webhook', `${BASE}.respondToWebhook`, 1.1, [4, 0], {
        respondWith: 'json',
        responseBody: '={{ JSON.stringify($json.output) }}',
        options: {},
      }),
    ],
    edges: [
      ...chain('Webhook', 'Research Agent', 'Respond to Webhook'),
      ai('Anthropic Chat Model', 'Research Agent', 'ai_languageModel'),
      ai('Web Search', 'Research Agent', 'ai_tool'),
      ai('Wikipedia', 'Research Agent', 'ai_tool'),
      ai('Calculator', 'Research Agent', 'ai_tool'),
      ai('Structured Output Parser', 'Research Agent', 'ai_outputParser'),
    ],
  }),

  defineTemplate({
    slug: 'daily-ai-news-digest',
    name: 'Daily AI News Digest by Email',
    author: AUTHORS.aiko,
    description:
      'Start every weekday with a two-minute read. The workflow collects the last 24 hours of ' +
      'stories from Hacker News, The Verge and MIT Technology Review, lets GPT-4o mini pick and ' +
      'summarise the ten that matter, and emails you a tidy digest with links at 7 am.',
    daysAgo: 96,
    nodes: [
      node('Every Weekday at 7am', `${BASE}.scheduleTrigger`, 1.2, [0, 1], {
        rule: { interval: [{ field: 'cronExpression', expression: '0 7 * * 1-5' }] },
      }),
      node('Hacker News', `${BASE}.rssFeedRead`, 1.1, [1, 0], {
        url: 'https://hnrss.org/frontpage?points=150',
        options: {},
      }),
      node('The Verge AI', `${BASE}.rssFeedRead`, 1.1, [1, 1], {
        url: 'https://www.theverge.com/rss/ai-artificial-intelligence/index.xml',
        options: {},
      }),
      node('MIT Technology Review', `${BASE}.rssFeedRead`, 1.1, [1, 2], {
        url: 'https://www.technologyreview.com/feed/',
        options: {},
      }),
      node('Merge Feeds', `${BASE}.merge`, 3, [2, 1], { numberInputs: 3 }),
      node(
        'Last 24 Hours',
        `${BASE}.filter`,
        2.2,
        [3, 1],
        filterParams([
          {
            left: '={{ $json.isoDate }}',
            op: 'after',
            right: '={{ $now.minus({ days: 1 }).toISO() }}',
            type: 'dateTime',
          },
        ]),
      ),
      node('Collect Headlines', `${BASE}.aggregate`, 1, [4, 1], {
        fieldsToAggregate: {
          fieldToAggregate: [
            { fieldToAggregate: 'title' },
            { fieldToAggregate: 'link' },
            { fieldToAggregate: 'contentSnippet' },
          ],
        },
        options: {},
      }),
      node('Write Digest', `${LC}.chainLlm`, 1.5, [5, 1], {
        promptType: 'define',
        text: '=Pick the 10 most important AI and tech stories below and write an HTML email digest: a one-line intro, then for each story a bold title linked to its URL and a two-sentence summary.\n\nTitles: {{ $json.title.join(" | ") }}\nLinks: {{ $json.link.join(" | ") }}\nSnippets: {{ $json.contentSnippet.join(" | ") }}',
      }),
      openAiChatModel('OpenAI Chat Model', [5, 2]),
      node(
        'Send Digest',
        `${BASE}.gmail`,
        2.1,
        [7, 1],
        {
          sendTo: 'me@example.com',
          subject: "=Your AI digest for {{ $now.toFormat('cccc, d LLLL') }}",
          message: '={{ $json.text }}',
          options: { appendAttribution: false },
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: [
      ...chain('Every Weekday at 7am', 'Hacker News'),
      ...chain('Every Weekday at 7am', 'The Verge AI'),
      ...chain('Every Weekday at 7am', 'MIT Technology Review'),
      link('Hacker News', 'Merge Feeds', 0, 0),
      link('The Verge AI', 'Merge Feeds', 0, 1),
      link('MIT Technology Review', 'Merge Feeds', 0, 2),
      ...chain('Merge Feeds', 'Last 24 Hours', 'Collect Headlines', 'Write Digest', 'Send Digest'),
      ai('OpenAI Chat Model', 'Write Digest', 'ai_languageModel'),
    ],
  }),
];
