import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'check-citations.mjs');

// Put together from pieces, so that this file does not trip the check it tests.
const SPEC = ['PRODUCT', 'SPEC'].join('-');
const CONTRACT_NAME = 'CONTR' + 'ACT';
const SECTION = '\u00a7';
const ISSUE = 'iss' + 'ue';

const scratch: string[] = [];

/** Runs git in `dir` as a throwaway author, whatever the machine's git configuration says. */
function git(dir: string, ...args: string[]): void {
  const config = ['user.name=test', 'user.email=test@example.com', 'commit.gpgsign=false'];
  execFileSync('git', ['-C', dir, ...config.flatMap((entry) => ['-c', entry]), ...args], {
    stdio: 'ignore',
  });
}

/** A scratch git repository with `files` committed. */
function repositoryWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'flowvault-citations-'));
  scratch.push(dir);
  git(dir, 'init', '-q');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  git(dir, 'add', '--all');
  git(dir, 'commit', '-q', '-m', 'files');
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [SCRIPT, '--repo', dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('scripts/check-citations.mjs', () => {
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('fails on a comment citing the product specification, naming the file and line', () => {
    const dir = repositoryWith({
      'api/src/clean.ts': 'export const LIMIT = 5;\n',
      'api/src/cited.ts': `export const LIMIT = 5;\n// see ${SPEC} ${SECTION}3\n`,
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('api/src/cited.ts:2:');
    expect(output).not.toContain('api/src/clean.ts');
  });

  it('passes a repository without citations', () => {
    const dir = repositoryWith({
      'api/src/clean.ts': '/** At most 5 saves on the Free plan. */\nexport const LIMIT = 5;\n',
      'web/src/page.tsx': 'export const TITLE = "Saved templates";\n',
    });
    const { status, output } = check(dir);
    expect(status).toBe(0);
    expect(output).toContain('No citations');
  });

  describe('line by line', () => {
    const failing = [
      `/** As ${CONTRACT_NAME} says. */`,
      `// the rule of ${SECTION}9`,
      `// fixed in ${ISSUE} 19`,
      `// see ${ISSUE.toUpperCase()} #21`,
      `it('works (${CONTRACT_NAME} ${SECTION}6)', () => {});`,
    ];
    const passing = [
      '// the contract of the n8n templates API',
      'const CONTRACT_CODES = {};',
      '// a contractor',
      '// 19 issues fixed',
    ];
    // One repository and one run for every line, each line alone in a file of its own.
    const fileOf = (line: string) =>
      failing.includes(line)
        ? `web/src/fails-${failing.indexOf(line)}.ts`
        : `api/src/passes-${passing.indexOf(line)}.ts`;
    let run: ReturnType<typeof check>;
    beforeAll(() => {
      const lines = [...failing, ...passing];
      run = check(
        repositoryWith(Object.fromEntries(lines.map((line) => [fileOf(line), `${line}\n`]))),
      );
    });

    it('fails the check', () => {
      expect(run.status).toBe(1);
    });

    it.each(failing)('fails on %s', (line) => {
      expect(run.output).toContain(`${fileOf(line)}:1:`);
    });

    it.each(passing)('passes %s', (line) => {
      expect(run.output).toContain('web/src/fails-0.ts:1:');
      expect(run.output).not.toContain(fileOf(line));
    });
  });

  it('reads only the scanned folders, and only files git tracks', () => {
    const dir = repositoryWith({
      'notes/draft.md': `${SPEC} ${SECTION}2\n`,
      'api/src/ok.ts': 'export {};\n',
    });
    writeFileSync(path.join(dir, 'api', 'src', 'untracked.ts'), `// ${CONTRACT_NAME}\n`);
    expect(check(dir).status).toBe(0);
  });

  it('reads the docs and the READMEs too', () => {
    const files = ['docs/product/notes.md', 'README.md', 'bench/README.md'];
    const run = check(
      repositoryWith(Object.fromEntries(files.map((file) => [file, `See ${SPEC} ${SECTION}2.\n`]))),
    );
    expect(run.status).toBe(1);
    for (const file of files) expect(run.output).toContain(`${file}:1:`);
  });
});
