import { ANSWERS_FRESH_MS, HomePage, type ServedQuery } from '../served-answers';

const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const QUERIES: ServedQuery[] = [
  { name: 'First', query: '{ first }', variables: {} },
  { name: 'Second', query: '{ second }', variables: { limit: 3 } },
];

/** The answers a page carries, read back as the web app reads them. */
function answersIn(page: { body: Buffer }): unknown {
  const match = /<script type="application\/json" id="served-answers">(.*?)<\/script>/s.exec(
    page.body.toString('utf8'),
  );
  return match ? JSON.parse(match[1]) : undefined;
}

describe('HomePage', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('puts the answers to every query in the page, before </body>', async () => {
    const answer = jest.fn(async (query: string) => ({ asked: query }));
    const page = await new HomePage(HTML, QUERIES, answer, now).page();
    expect(answersIn(page)).toEqual({
      First: { asked: '{ first }' },
      Second: { asked: '{ second }' },
    });
    expect(page.body.toString('utf8')).toMatch(/<\/script><\/body><\/html>$/);
    expect(answer).toHaveBeenCalledWith('{ second }', { limit: 3 });
  });

  it('answers once however many ask at once, and again only once the answers are a second old', async () => {
    const answer = jest.fn(async () => ({ n: 1 }));
    const home = new HomePage(HTML, QUERIES, answer, now);
    const pages = await Promise.all([home.page(), home.page(), home.page()]);
    expect(answer).toHaveBeenCalledTimes(QUERIES.length);
    clock += ANSWERS_FRESH_MS - 1;
    expect(await home.page()).toBe(pages[0]);
    expect(answer).toHaveBeenCalledTimes(QUERIES.length);
    clock += 1;
    await home.page();
    expect(answer).toHaveBeenCalledTimes(2 * QUERIES.length);
  });

  it('keeps the same page, with its compressed forms, while the answers do not change', async () => {
    let views = 1;
    const home = new HomePage(HTML, QUERIES, async () => ({ views }), now);
    const first = await home.page();
    clock += ANSWERS_FRESH_MS;
    expect(await home.page()).toBe(first);
    views = 2;
    clock += ANSWERS_FRESH_MS;
    const changed = await home.page();
    expect(changed).not.toBe(first);
    expect(answersIn(changed)).toEqual({ First: { views: 2 }, Second: { views: 2 } });
    expect(changed.etag).not.toBe(first.etag);
  });

  it('leaves no "<" in the answers that could close the script early', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const page = await new HomePage(HTML, QUERIES, async () => ({ name }), now).page();
    const html = page.body.toString('utf8');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(answersIn(page)).toEqual({ First: { name }, Second: { name } });
  });

  it('sends the page without answers when one cannot be had, and asks again next time', async () => {
    const answer = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue({ ok: true });
    const home = new HomePage(HTML, QUERIES, answer, now);
    const failed = await home.page();
    expect(failed.body.toString('utf8')).toBe(HTML);
    expect(answersIn(await home.page())).toEqual({ First: { ok: true }, Second: { ok: true } });
  });

  it('sends the page as it is for a build with no served queries', async () => {
    const answer = jest.fn(async () => ({}));
    const page = await new HomePage(HTML, [], answer, now).page();
    expect(page.body.toString('utf8')).toBe(HTML);
    expect(answer).not.toHaveBeenCalled();
  });
});
