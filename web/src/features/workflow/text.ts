const HEX_LIKE_TOKEN = /[0-9a-f]+(?:-+[0-9a-f]+)*/gi;
const MIN_HEX_DIGITS = 32;

/**
 * Removes tokens of 32 or more hex-like characters from a description: workflow
 * authors paste Notion page ids, instance ids and API keys into sticky notes, and those become
 * noise in the text we show. Dash-grouped ids (UUIDs) count their hex digits only, so a markdown
 * rule made of dashes is never taken for one. Spaces left behind are tidied; line breaks are kept.
 */
export function stripHexTokens(text: string): string {
  return text
    .replace(HEX_LIKE_TOKEN, (token) =>
      token.replace(/-/g, '').length >= MIN_HEX_DIGITS ? '' : token,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([.,;:!?)])/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/^[ \t]+/gm, '')
    .trim();
}
