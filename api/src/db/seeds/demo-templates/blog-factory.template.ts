import { AUTHORS } from './authors';
import { openAiChatModel } from './node-presets';
import { credential, CREDENTIALS, fromList, setFields } from './parameter-helpers';
import {
  BASE,
  LC,
  ai,
  chain,
  defineTemplate,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** The largest AI pipeline: research, writing and editing agents feeding WordPress. */
export const BLOG_FACTORY_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'multi-agent-blog-factory',
  name: 'Multi-Agent Blog Post Factory: Research, Write, Edit, Publish',
  author: AUTHORS.team,
  description:
    'Fill in a short brief and get a publish-ready WordPress draft. A research agent gathers ' +
    'facts from the web, a Claude writer drafts the article, an editor tightens it into SEO-ready ' +
    'HTML with a meta description, DALL·E creates a cover image, and your editor gets a Slack ' +
    'message with the draft link. Every run is logged to a content calendar sheet.',
  daysAgo: 150,
  document: true,
  nodes: [
    node('Blog Brief', `${BASE}.formTrigger`, 2.2, [0, 0], {
      formTitle: 'New blog post brief',
      formDescription: 'Describe the post and the agents will do the rest.',
      formFields: {
        values: [
          { fieldLabel: 'Topic', requiredField: true },
          { fieldLabel: 'Audience', placeholder: 'e.g. operations managers at SMBs' },
          {
            fieldLabel: 'Tone',
            fieldType: 'dropdown',
            fieldOptions: {
              values: [{ option: 'Friendly' }, { option: 'Expert' }, { option: 'Playful' }],
            },
          },
          { fieldLabel: 'Target keyword' },
        ],
      },
      options: {},
    }),
    node(
      'Prepare Brief',
      `${BASE}.set`,
      3.4,
      [1, 0],
      setFields({
        topic: '={{ $json.Topic }}',
        audience: "={{ $json.Audience || 'general business readers' }}",
        tone: '={{ $json.Tone }}',
        keyword: "={{ $json['Target keyword'] }}",
      }),
    ),
    node('Research Agent', `${LC}.agent`, 1.7, [2, 0], {
      promptType: 'define',
      text: '=Research "{{ $json.topic }}" for {{ $json.audience }}. Return 8-12 facts with their source URLs and three angles nobody else covers.',
      options: {},
    }),
    openAiChatModel('Research Model', [2, 1], 'gpt-4o'),
    node(
      'Web Search',
      `${LC}.toolHttpRequest`,
      1.1,
      [3, 1],
      {
        toolDescription: 'Search the web. Input: a search query.',
        url: 'https://api.tavily.com/search',
        method: 'POST',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendBody: true,
        specifyBody: 'json',
        jsonBody: '{ "query": "{query}", "max_results": 6 }',
        placeholderDefinitions: {
          values: [{ name: 'query', description: 'Search query', type: 'string' }],
        },
      },
      credential('httpHeaderAuth', 'Tavily API key'),
    ),
    node('Writer Agent', `${LC}.agent`, 1.7, [4, 0], {
      promptType: 'define',
      text: "=Write a 1,200-word article in a {{ $('Prepare Brief').item.json.tone }} tone using this research:\n\n{{ $json.output }}\n\nUse the keyword \"{{ $('Prepare Brief').item.json.keyword }}\" naturally.",
      options: {},
    }),
    node(
      'Writer Model',
      `${LC}.lmChatAnthropic`,
      1.3,
      [4, 1],
      {
        model: fromList('claude-3-7-sonnet-20250219', 'Claude 3.7 Sonnet'),
        options: { maxTokensToSample: 4096 },
      },
      CREDENTIALS.anthropic,
    ),
    node('Editor', `${LC}.chainLlm`, 1.5, [5, 0], {
      promptType: 'define',
      text: '=Edit this draft for clarity and rhythm, then return it as clean HTML with h2 headings.\n\n{{ $json.output }}',
      hasOutputParser: true,
    }),
    openAiChatModel('Editor Model', [5, 1]),
    node('Article Parser', `${LC}.outputParserStructured`, 1.2, [6, 1], {
      jsonSchemaExample: JSON.stringify(
        {
          title: 'Post title',
          slug: 'post-title',
          html: '<p>...</p>',
          excerpt: 'One sentence.',
          metaDescription: '155 characters',
        },
        null,
        2,
      ),
    }),
    node(
      'Generate Cover Image',
      `${LC}.openAi`,
      1.8,
      [6, 0],
      {
        resource: 'image',
        prompt:
          '=Minimal editorial illustration for a blog post titled "{{ $json.output.title }}", flat colours, no text',
        options: { size: '1792x1024', style: 'natural' },
      },
      CREDENTIALS.openAi,
    ),
    node(
      'Upload Cover',
      `${BASE}.httpRequest`,
      4.2,
      [7, 0],
      {
        method: 'POST',
        url: 'https://blog.example.com/wp-json/wp/v2/media',
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'wordpressApi',
        sendHeaders: true,
        headerParameters: {
          parameters: [
            {
              name: 'Content-Disposition',
              value: "=attachment; filename={{ $('Editor').item.json.output.slug }}.png",
            },
          ],
        },
        sendBody: true,
        contentType: 'binaryData',
        inputDataFieldName: 'data',
        options: {},
      },
      CREDENTIALS.wordpress,
    ),
    node(
      'Create Draft Post',
      `${BASE}.wordpress`,
      1,
      [8, 0],
      {
        title: "={{ $('Editor').item.json.output.title }}",
        additionalFields: {
          content: "={{ $('Editor').item.json.output.html }}",
          slug: "={{ $('Editor').item.json.output.slug }}",
          status: 'draft',
        },
      },
      CREDENTIALS.wordpress,
    ),
    node(
      'Set Featured Image',
      `${BASE}.httpRequest`,
      4.2,
      [9, 0],
      {
        method: 'POST',
        url: '=https://blog.example.com/wp-json/wp/v2/posts/{{ $json.id }}',
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'wordpressApi',
        sendBody: true,
        bodyParameters: {
          parameters: [{ name: 'featured_media', value: "={{ $('Upload Cover').item.json.id }}" }],
        },
        options: {},
      },
      CREDENTIALS.wordpress,
    ),
    node('Reading Time', `${BASE}.code`, 2, [10, 0], {
      mode: 'runOnceForEachItem',
      jsCode:
        "const html = $('Editor').item.json.output.html;\nconst words = html.replace(/<[^>]+>/g, ' ').split(/\\s+/).filter(Boolean).length;\nreturn { json: { ...$json, words, minutes: Math.max(1, Math.round(words / 230)) } };",
    }),
    node(
      'Log to Content Calendar',
      `${BASE}.googleSheets`,
      4.5,
      [11, 0],
      {
        operation: 'append',
        documentId: fromList('1ContentCalendarSheetId', 'Content calendar'),
        sheetName: fromList('gid=0', 'Posts'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            Date: '={{ $now.toISODate() }}',
            Title: "={{ $('Editor').item.json.output.title }}",
            Words: '={{ $json.words }}',
            'Draft URL': "={{ $('Create Draft Post').item.json.link }}",
          },
        },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
    node(
      'Notify Editor',
      `${BASE}.slack`,
      2.2,
      [12, 0],
      {
        select: 'channel',
        channelId: fromList('C05EDITORIAL', '#editorial'),
        text: "=:memo: New draft ready: *{{ $('Editor').item.json.output.title }}* ({{ $('Reading Time').item.json.minutes }} min read)\n{{ $('Create Draft Post').item.json.link }}",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    sticky(
      'How it works',
      '## Multi-agent pipeline\nResearch (GPT-4o + web search) → Writer (Claude) → Editor (structured HTML) → cover image → WordPress draft → Slack.\n\nNothing is published automatically: posts land as **drafts**.',
      [0, -2],
      { width: 520 },
    ),
  ],
  edges: [
    ...chain(
      'Blog Brief',
      'Prepare Brief',
      'Research Agent',
      'Writer Agent',
      'Editor',
      'Generate Cover Image',
      'Upload Cover',
      'Create Draft Post',
      'Set Featured Image',
      'Reading Time',
      'Log to Content Calendar',
      'Notify Editor',
    ),
    ai('Research Model', 'Research Agent', 'ai_languageModel'),
    ai('Web Search', 'Research Agent', 'ai_tool'),
    ai('Writer Model', 'Writer Agent', 'ai_languageModel'),
    ai('Editor Model', 'Editor', 'ai_languageModel'),
    ai('Article Parser', 'Editor', 'ai_outputParser'),
  ],
});
