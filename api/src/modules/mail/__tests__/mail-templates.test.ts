import { absoluteUrl, escapeHtml } from '../mail-html';
import { renderMail } from '../mail-templates';
import { MAIL_QUEUE_DEFAULTS, retryDelayMs } from '../mail-worker';

const PUBLIC_URL = 'https://flowvault.example';

describe('mail templates', () => {
  it('a password-reset message links absolutely to the reset page, says it expires and can be ignored', () => {
    const mail = renderMail(
      'password-reset',
      { name: 'Ada', resetPath: '/reset-password?token=abc123' },
      PUBLIC_URL,
    );
    const link = 'https://flowvault.example/reset-password?token=abc123';
    expect(mail.subject).toBe('Reset your FlowVault password');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('Ada');
      expect(body).toMatch(/expires in 30 minutes/);
      expect(body).toMatch(/did not ask for this, you can ignore/);
    }
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('every user value is escaped in the HTML, and left as written in the text', () => {
    const name = `<script>alert("x")</script> & 'Bob'`;
    const mail = renderMail(
      'password-reset',
      { name, resetPath: '/reset-password?token=a"onmouseover="b&c=<d>' },
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;',
    );
    expect(mail.html).not.toContain('"onmouseover=');
    expect(mail.html).toContain(
      'href="https://flowvault.example/reset-password?token=a&quot;onmouseover=&quot;b&amp;c=&lt;d&gt;"',
    );
    expect(mail.text).toContain(`Hi ${name},`);
  });

  it('escapeHtml leaves nothing that opens a tag, an entity or a quote', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe(
      '&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;',
    );
  });

  it('a link must be a path of the app: another host or a line break is refused', () => {
    expect(absoluteUrl(PUBLIC_URL, '/x?y=1')).toBe('https://flowvault.example/x?y=1');
    for (const path of ['//evil.example/x', 'https://evil.example', 'x', '/a\r\nBcc: b@c']) {
      expect(() => absoluteUrl(PUBLIC_URL, path)).toThrow(/path of the app/);
    }
  });
});

describe('retries', () => {
  it('wait 30 s, 2 min, 8 min, ... at most an hour, spread by 20% either way', () => {
    const exact = { ...MAIL_QUEUE_DEFAULTS, random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 8].map((attempts) => retryDelayMs(attempts, exact))).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, { ...exact, random: () => 0 })).toBe(24_000);
    expect(retryDelayMs(1, { ...exact, random: () => 0.999999 })).toBe(36_000);
  });
});
