import { stripHexTokens } from '../text';

describe('stripHexTokens', () => {
  it('removes a 32-character hex id and tidies the space it leaves', () => {
    expect(stripHexTokens('Open page 0123456789abcdef0123456789ABCDEF in Notion.')).toBe(
      'Open page in Notion.',
    );
  });

  it('removes dash-grouped ids such as UUIDs', () => {
    expect(stripHexTokens('Instance 737b7f3d-77a2-af21-123e-ccde4b438403 is used')).toBe(
      'Instance is used',
    );
  });

  it('removes long hex API keys next to punctuation', () => {
    const key = 'a'.repeat(20) + '0123456789abcdef0123456789';
    expect(stripHexTokens(`Key: ${key}, then run it`)).toBe('Key:, then run it');
  });

  it('keeps hex-looking tokens shorter than 32 characters', () => {
    const text = 'Commit 0123456789abcdef0123456789abcde fixed the colour #deadbeef';
    expect(stripHexTokens(text)).toBe(text);
  });

  it('keeps ordinary words, markdown rules made of dashes and line breaks', () => {
    const text = 'Add a feed\n--------------------------------------\nThen deploy';
    expect(stripHexTokens(text)).toBe(text);
  });

  it('collapses repeated spaces and trims the ends', () => {
    expect(stripHexTokens('  Send   the  report  ')).toBe('Send the report');
  });
});
