import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import {
  BASE,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** Publishing, listening and community replies across social networks. */
export const SOCIAL_MEDIA_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'blog-crosspost-social',
    name: 'Cross-post New Blog Articles to X, LinkedIn and Facebook',
    author: AUTHORS.team,
    description:
      "Publish once, share everywhere. When a new article appears in your blog's RSS feed, the " +
      'workflow writes a short share text and posts it to X, your LinkedIn company page and your ' +
      'Facebook page with the article link, so every launch gets the same reach.',
    daysAgo: 241,
    document: true,
    nodes: [
      node('New Blog Post', `${BASE}.rssFeedReadTrigger`, 1, [0, 1], {
        pollTimes: { item: [{ mode: 'everyHour' }] },
        feedUrl: 'https://blog.example.com/rss.xml',
      }),
      node(
        'Build Share Text',
        `${BASE}.set`,
        3.4,
        [1, 1],
        setFields({
          title: '={{ $json.title }}',
          link: '={{ $json.link }}',
          shortText: '={{ $json.title }} — {{ $json.contentSnippet.split(". ")[0] }}.',
        }),
      ),
      node(
        'Post to X',
        `${BASE}.twitter`,
        2,
        [2, 0],
        {
          text: '={{ $json.shortText.slice(0, 250) }} {{ $json.link }}',
          additionalFields: {},
        },
        CREDENTIALS.twitter,
      ),
      node(
        'Post to LinkedIn',
        `${BASE}.linkedIn`,
        1,
        [2, 1],
        {
          postAs: 'organization',
          organization: '12345678',
          text: '={{ $json.shortText }}',
          shareMediaCategory: 'ARTICLE',
          additionalFields: { originalUrl: '={{ $json.link }}', title: '={{ $json.title }}' },
        },
        CREDENTIALS.linkedIn,
      ),
      node(
        'Post to Facebook Page',
        `${BASE}.facebookGraphApi`,
        1,
        [2, 2],
        {
          httpRequestMethod: 'POST',
          graphApiVersion: 'v20.0',
          node: '104857600000000',
          edge: 'feed',
          options: {
            queryParameters: {
              parameter: [
                { name: 'message', value: '={{ $json.shortText }}' },
                { name: 'link', value: '={{ $json.link }}' },
              ],
            },
          },
        },
        CREDENTIALS.facebookGraph,
      ),
      node('Keep Post Ids', `${BASE}.merge`, 3, [3, 1], { numberInputs: 3 }),
    ],
    edges: [
      ...chain('New Blog Post', 'Build Share Text'),
      ...chain('Build Share Text', 'Post to X'),
      ...chain('Build Share Text', 'Post to LinkedIn'),
      ...chain('Build Share Text', 'Post to Facebook Page'),
      link('Post to X', 'Keep Post Ids', 0, 0),
      link('Post to LinkedIn', 'Keep Post Ids', 0, 1),
      link('Post to Facebook Page', 'Keep Post Ids', 0, 2),
    ],
  }),

  defineTemplate({
    slug: 'x-brand-mention-monitor',
    name: 'Brand Mention Monitor for X (Twitter)',
    author: AUTHORS.jonas,
    description:
      'Know the moment people talk about you. Every 30 minutes the workflow searches X for your ' +
      'brand, skips retweets and anything already seen, likes positive mentions and posts the ' +
      'rest to Slack so your community team can reply quickly.',
    daysAgo: 175,
    nodes: [
      node('Every 30 Minutes', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'minutes', minutesInterval: 30 }] },
      }),
      node(
        'Search Mentions',
        `${BASE}.twitter`,
        2,
        [1, 0],
        {
          operation: 'search',
          searchText: '"FlowVault" -is:retweet -from:flowvault',
          limit: 25,
          additionalFields: { sortOrder: 'recency' },
        },
        CREDENTIALS.twitter,
      ),
      node('Only New', `${BASE}.removeDuplicates`, 2, [2, 0], {
        operation: 'removeItemsRepeatedInPreviousExecutions',
        dedupeValue: '={{ $json.id }}',
        options: {},
      }),
      node(
        'Like Mention',
        `${BASE}.twitter`,
        2,
        [3, 0],
        {
          operation: 'like',
          tweetId: fromList('={{ $json.id }}', 'Mention'),
        },
        CREDENTIALS.twitter,
      ),
      node(
        'Share with Community Team',
        `${BASE}.slack`,
        2.2,
        [4, 0],
        {
          select: 'channel',
          channelId: fromList('C06SOCIAL', '#social-listening'),
          text: "=:speech_balloon: New mention on X:\n>{{ $('Only New').item.json.text }}\nhttps://x.com/i/web/status/{{ $('Only New').item.json.id }}",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Every 30 Minutes',
      'Search Mentions',
      'Only New',
      'Like Mention',
      'Share with Community Team',
    ),
  }),

  defineTemplate({
    slug: 'youtube-upload-announcer',
    name: 'Announce New YouTube Videos on X, LinkedIn and Discord',
    author: AUTHORS.aiko,
    description:
      "Your channel's RSS feed is watched for new uploads. Each new video is looked up for its " +
      'title, description and thumbnail, then announced on X, LinkedIn and your Discord server ' +
      'with a watch link, within minutes of going live.',
    daysAgo: 19,
    nodes: [
      node('New Video in Channel Feed', `${BASE}.rssFeedReadTrigger`, 1, [0, 0], {
        pollTimes: { item: [{ mode: 'everyX', value: 15, unit: 'minutes' }] },
        feedUrl: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCxxxxxxxxxxxxxxxxxxxxxx',
      }),
      node(
        'Get Video Details',
        `${BASE}.youTube`,
        1,
        [1, 0],
        {
          resource: 'video',
          operation: 'get',
          videoId: "={{ $json.id.replace('yt:video:', '') }}",
          options: {},
        },
        CREDENTIALS.youTube,
      ),
      node(
        'Post to X',
        `${BASE}.twitter`,
        2,
        [2, -1],
        {
          text: '=🎬 New video: {{ $json.snippet.title }}\nhttps://youtu.be/{{ $json.id }}',
          additionalFields: {},
        },
        CREDENTIALS.twitter,
      ),
      node(
        'Post to LinkedIn',
        `${BASE}.linkedIn`,
        1,
        [2, 0],
        {
          person: 'AbCdEf123',
          text: '=New on the channel: {{ $json.snippet.title }}\n\n{{ $json.snippet.description.split("\\n")[0] }}\nhttps://youtu.be/{{ $json.id }}',
          shareMediaCategory: 'ARTICLE',
          additionalFields: { originalUrl: '=https://youtu.be/{{ $json.id }}' },
        },
        CREDENTIALS.linkedIn,
      ),
      node(
        'Post to Discord',
        `${BASE}.discord`,
        2,
        [2, 1],
        {
          authentication: 'webhook',
          content:
            '=@everyone **{{ $json.snippet.title }}** is live! https://youtu.be/{{ $json.id }}',
          options: {},
        },
        CREDENTIALS.discord,
      ),
    ],
    edges: [
      ...chain('New Video in Channel Feed', 'Get Video Details'),
      ...chain('Get Video Details', 'Post to X'),
      ...chain('Get Video Details', 'Post to LinkedIn'),
      ...chain('Get Video Details', 'Post to Discord'),
    ],
  }),

  defineTemplate({
    slug: 'instagram-comment-responder',
    name: 'Instagram Comment Auto-Responder',
    author: AUTHORS.noor,
    description:
      'Answer the questions your followers ask in comments, even at 2 am. The Meta webhook for ' +
      'Instagram comments is verified and handled here: comments asking about price or shipping ' +
      'get a friendly reply pointing to the right page, and spam with links is hidden.',
    daysAgo: 124,
    nodes: [
      node('Instagram Webhook', `${BASE}.webhook`, 2, [0, 1], {
        multipleMethods: true,
        httpMethod: ['GET', 'POST'],
        path: 'instagram/comments',
        responseMode: 'responseNode',
        options: {},
      }),
      node('Echo Challenge', `${BASE}.respondToWebhook`, 1.1, [1, 0], {
        respondWith: 'text',
        responseBody: "={{ $json.query['hub.challenge'] }}",
        options: {},
      }),
      node('Acknowledge', `${BASE}.respondToWebhook`, 1.1, [1, 2], {
        respondWith: 'noData',
        options: {},
      }),
      node(
        'Extract Comment',
        `${BASE}.set`,
        3.4,
        [2, 2],
        setFields({
          commentId: '={{ $json.body.entry[0].changes[0].value.id }}',
          text: '={{ $json.body.entry[0].changes[0].value.text.toLowerCase() }}',
        }),
      ),
      node(
        'Is Spam?',
        `${BASE}.if`,
        2.2,
        [3, 2],
        ifParams([
          { left: '={{ $json.text }}', op: 'regex', right: 'https?://|dm me|follow back' },
        ]),
      ),
      node(
        'Hide Comment',
        `${BASE}.facebookGraphApi`,
        1,
        [4, 1],
        {
          httpRequestMethod: 'POST',
          graphApiVersion: 'v20.0',
          node: '={{ $json.commentId }}',
          options: { queryParameters: { parameter: [{ name: 'hide', value: 'true' }] } },
        },
        CREDENTIALS.facebookGraph,
      ),
      node(
        'Reply to Question',
        `${BASE}.facebookGraphApi`,
        1,
        [4, 3],
        {
          httpRequestMethod: 'POST',
          graphApiVersion: 'v20.0',
          node: '={{ $json.commentId }}',
          edge: 'replies',
          options: {
            queryParameters: {
              parameter: [
                {
                  name: 'message',
                  value:
                    "={{ $json.text.includes('ship') ? 'We ship worldwide in 3-5 days 📦 Details: example.com/shipping' : 'Thanks for asking! Prices and sizes are on example.com/shop 💛' }}",
                },
              ],
            },
          },
        },
        CREDENTIALS.facebookGraph,
      ),
      sticky(
        'Meta app',
        'Subscribe your Meta app to the `comments` field of your Instagram account and use this webhook URL with your verify token.',
        [0, -1],
        { height: 160 },
      ),
    ],
    edges: [
      link('Instagram Webhook', 'Echo Challenge', 0),
      link('Instagram Webhook', 'Acknowledge', 1),
      ...chain('Acknowledge', 'Extract Comment', 'Is Spam?', 'Hide Comment'),
      link('Is Spam?', 'Reply to Question', 1),
    ],
  }),
];
