import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IngestRecord } from '../ingest-record';
import {
  countIngestItems,
  MAX_FILE_BYTES,
  nameFromFile,
  readIngestSources,
} from '../ingest-sources';
import { node, workflow } from './workflow-factory';

async function readAll(target: string): Promise<IngestRecord[]> {
  const records: IngestRecord[] = [];
  for await (const record of readIngestSources(target)) records.push(record);
  return records;
}

describe('ingest sources', () => {
  let dir: string;
  const file = (name: string, content: string | Buffer) => {
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    return full;
  };
  const wf = (name?: string) => workflow([node('manualTrigger'), node('slack')], { name });

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ingest-sources-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a .json file holding one workflow, named after the file when it has no name', async () => {
    const target = file('0201_Telegram_Send_Webhook.json', JSON.stringify(wf(undefined)));
    const [record, ...rest] = await readAll(target);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ source: target, name: 'Telegram Send Webhook' });
    expect(record.workflow).toHaveProperty('nodes');
  });

  it('reads a .json array of workflows and one of records, ignoring fields of the wrong type', async () => {
    const workflows = file('many.json', JSON.stringify([wf('A'), wf('B')]));
    const inner = wf('A');
    const records = file(
      'records.json',
      JSON.stringify([
        { name: 'Rec', workflow: inner, sourceRepo: 'me/repo', license: 'MIT', extra: 1 },
        { name: 'Demo', workflow: inner, daysAgo: 3, document: true },
        { name: 'Loose', workflow: inner, daysAgo: '3', document: 'yes', author: 7 },
      ]),
    );
    expect((await readAll(workflows)).map((r) => r.source)).toEqual([
      `${workflows}[0]`,
      `${workflows}[1]`,
    ]);
    expect(await readAll(records)).toEqual([
      {
        source: `${records}[0]`,
        name: 'Rec',
        workflow: inner,
        sourceRepo: 'me/repo',
        license: 'MIT',
      },
      { source: `${records}[1]`, name: 'Demo', workflow: inner, daysAgo: 3, document: true },
      { source: `${records}[2]`, name: 'Loose', workflow: inner },
    ]);
  });

  it('streams a .jsonl.gz file line by line, reporting a bad line and going on', async () => {
    const lines = [
      JSON.stringify({ name: 'One', workflow: wf(), sourcePath: 'a.json' }),
      '',
      '{"name": "broken",',
      JSON.stringify(wf('Two')),
    ];
    const target = file('set.jsonl.gz', gzipSync(lines.join('\n') + '\n'));
    const records = await readAll(target);
    expect(records.map((r) => [r.source, r.name ?? null, r.problem ?? null])).toEqual([
      [`${target}:1`, 'One', null],
      [`${target}:3`, null, expect.stringMatching(/^invalid JSON/)],
      [`${target}:4`, null, null],
    ]);
  });

  it('walks a folder recursively in name order, skipping hidden folders and other files', async () => {
    file('b/second.json', JSON.stringify(wf('2')));
    file('a/first.jsonl', `${JSON.stringify(wf('1'))}\n`);
    file('a/README.md', '# not a workflow');
    file('.git/objects.json', JSON.stringify(wf('hidden')));
    const records = await readAll(dir);
    expect(records.map((r) => path.relative(dir, r.source))).toEqual([
      'a/first.jsonl:1',
      'b/second.json',
    ]);
    expect(await countIngestItems(dir)).toBe(2);
  });

  it('reports invalid JSON, a file without nodes, a file over 50 MB and an unreadable file', async () => {
    file('1-invalid.json', '{"nodes": [');
    file('2-no-nodes.json', JSON.stringify({ name: 'Empty', nodes: [], connections: {} }));
    const huge = file('3-huge.json', '');
    truncateSync(huge, MAX_FILE_BYTES + 1); // sparse: nothing is written or read
    symlinkSync(path.join(dir, 'missing.json'), path.join(dir, '4-broken.json'));
    const records = await readAll(dir);
    expect(records.map((r) => [path.basename(r.source), r.problem ?? 'ok'])).toEqual([
      ['1-invalid.json', expect.stringMatching(/^invalid JSON/)],
      // Read fine: the ingest refuses it for having no nodes.
      ['2-no-nodes.json', 'ok'],
      ['3-huge.json', 'file is larger than 50 MB (50 MB)'],
      ['4-broken.json', expect.stringMatching(/^cannot be read: ENOENT/)],
    ]);
  });

  it('reports a corrupt gzip file instead of throwing', async () => {
    const target = file('bad.jsonl.gz', Buffer.from('not gzip at all'));
    const records = await readAll(target);
    expect(records).toEqual([
      { source: target, workflow: undefined, problem: expect.stringMatching(/^cannot be read/) },
    ]);
  });

  it('counts JSONL lines for the progress bar', async () => {
    const target = file('x.jsonl', `${JSON.stringify(wf())}\n${JSON.stringify(wf())}`);
    expect(await countIngestItems(target)).toBe(2);
  });

  it('names workflows after their file', () => {
    expect(nameFromFile('/x/0201_Telegram_Executecommand_Process_Webhook.json')).toBe(
      'Telegram Executecommand Process Webhook',
    );
    expect(nameFromFile('Slack/Venafi Cloud Slack Cert Bot.json')).toBe(
      'Venafi Cloud Slack Cert Bot',
    );
  });
});
