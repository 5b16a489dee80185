/**
 * Writes docs/CONFIGURATION.md from the doc comments of the `Env` class in
 * api/src/config/env.ts, read with the TypeScript compiler API. Each field's comment names its
 * variable (`NAME: what it does`) and carries `@group`, `@default`, and where they apply
 * `@production` (its value in production when that differs) and `@required` (when it must be
 * set).
 *
 * It also checks that the comments agree with the code around them: every variable the
 * constructor reads is documented and every documented one is read, a literal default in the
 * code (`get('PORT') ?? '4000'`, `parseCount(..., 600)`, `parseBool(..., !production)`) is the
 * documented one, and `.env.example` lists every variable.
 *
 * `npm run docs:config` writes the file; `npm run check:config-doc` (part of `npm run check`)
 * exits 1 when the committed file is not what this would write, or when a check above fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENV_FILE = 'api/src/config/env.ts';
const DOC_FILE = 'docs/CONFIGURATION.md';
const EXAMPLE_FILE = '.env.example';
const WIDTH = 100;
const TAGS = ['group', 'default', 'production', 'required'];

/** A problem that stops the run: printed as one line under the file it is about. */
class DocError extends Error {}

/** The text of a JSDoc comment or tag, its lines joined by single spaces. */
function flatText(comment) {
  return (ts.getTextOfJSDocComment(comment) ?? '').replace(/\s+/g, ' ').trim();
}

/** The `Env` class declaration of env.ts. */
function envClass(source) {
  const found = source.statements.find(
    (statement) => ts.isClassDeclaration(statement) && statement.name?.text === 'Env',
  );
  if (!found) throw new DocError(`${ENV_FILE}: no \`export class Env\``);
  return found;
}

/** Every documented variable, in the order of the class's fields. */
function documentedVariables(source, cls) {
  const variables = [];
  for (const member of cls.members) {
    if (!ts.isPropertyDeclaration(member)) continue;
    const field = member.name.getText(source);
    const where = `${ENV_FILE}:${source.getLineAndCharacterOfPosition(member.getStart(source)).line + 1}`;
    const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
    if (docs.length !== 1) {
      throw new DocError(`${where}: field \`${field}\` needs one doc comment naming its variable`);
    }
    const [doc] = docs;
    const match = /^([A-Z][A-Z0-9_]*): (.+)$/s.exec(flatText(doc.comment));
    if (!match) {
      throw new DocError(`${where}: the comment of \`${field}\` must start with "NAME: "`);
    }
    const variable = { name: match[1], field, where, description: match[2] };
    for (const tag of doc.tags ?? []) {
      const tagName = tag.tagName.text;
      if (!TAGS.includes(tagName)) {
        throw new DocError(`${where}: unknown tag @${tagName} (known: @${TAGS.join(', @')})`);
      }
      if (variable[tagName] !== undefined) {
        throw new DocError(`${where}: @${tagName} given twice for ${variable.name}`);
      }
      variable[tagName] = flatText(tag.comment);
    }
    for (const needed of ['group', 'default']) {
      if (!variable[needed]) throw new DocError(`${where}: ${variable.name} has no @${needed}`);
    }
    variables.push(variable);
  }
  return variables;
}

/**
 * What the constructor reads: each variable's name, and its default where the code states it as
 * a literal (`get('X') ?? 'literal'`, `parseCount('X', get('X'), 600)`,
 * `parseBool('X', get('X'), !production)`).
 */
function variablesInCode(cls) {
  const read = new Map();
  const constructor = cls.members.find(ts.isConstructorDeclaration);
  if (!constructor) throw new DocError(`${ENV_FILE}: the Env class has no constructor`);
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'get' &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      read.set(node.arguments[0].text, literalDefault(node));
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'source' &&
      /^[A-Z][A-Z0-9_]*$/.test(node.name.text)
    ) {
      if (!read.has(node.name.text)) read.set(node.name.text, undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(constructor);
  return read;
}

/** The default the code gives a `get(...)` call as a literal, or undefined. */
function literalDefault(call) {
  const parent = call.parent;
  if (
    ts.isBinaryExpression(parent) &&
    parent.left === call &&
    parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
    ts.isStringLiteral(parent.right)
  ) {
    return { development: parent.right.text };
  }
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
    const fallback = parent.arguments[2];
    if (parent.expression.text === 'parseCount' && fallback && ts.isNumericLiteral(fallback)) {
      return { development: fallback.text };
    }
    if (parent.expression.text === 'parseBool' && fallback) {
      const text = fallback.getText();
      if (text === '!production') return { development: 'true', production: 'false' };
      if (text === 'production') return { development: 'false', production: 'true' };
      if (text === 'true' || text === 'false') return { development: text };
    }
  }
  return undefined;
}

/** Whether a documented default states the code's literal (`4000`, "`4000`", "false (...)"). */
function states(documented, literal) {
  const text = documented.replace(/`/g, '');
  if (literal === '') return /^empty\b/.test(text);
  return text === literal || new RegExp(`^${escapeRegExp(literal)}[ :;,(]`).test(text);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The problems between the comments, the code and .env.example. */
function disagreements(variables, read, exampleText) {
  const problems = [];
  const documented = new Set(variables.map((variable) => variable.name));
  for (const name of read.keys()) {
    if (!documented.has(name))
      problems.push(`${ENV_FILE}: ${name} is read but no field documents it`);
  }
  for (const variable of variables) {
    if (!read.has(variable.name)) {
      problems.push(
        `${variable.where}: ${variable.name} is documented but the constructor never reads it`,
      );
      continue;
    }
    const literal = read.get(variable.name);
    if (literal?.development !== undefined && !states(variable.default, literal.development)) {
      problems.push(
        `${variable.where}: ${variable.name}'s @default is "${variable.default}" but the code defaults to ${literal.development}`,
      );
    }
    if (literal?.production !== undefined) {
      const documentedProduction = variable.production ?? variable.default;
      if (!states(documentedProduction, literal.production)) {
        problems.push(
          `${variable.where}: ${variable.name} is ${literal.production} in production by default; say so with @production`,
        );
      }
    }
  }
  const example = new Set(
    exampleText
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter(Boolean),
  );
  for (const name of documented) {
    if (!example.has(name)) problems.push(`${EXAMPLE_FILE}: ${name} is missing`);
  }
  for (const name of example) {
    if (!documented.has(name))
      problems.push(`${EXAMPLE_FILE}: ${name} is not a setting of ${ENV_FILE}`);
  }
  return problems;
}

/** A word that would start a Markdown block (a list item, a heading) at the start of a line. */
function startsBlock(word) {
  return /^(\d+[.)]|[-+*>]|#+)$/.test(word);
}

/**
 * `text` wrapped at WIDTH: never inside a code span, and no line starting with a word Markdown
 * would read as a block.
 */
function wrap(text, firstPrefix = '', restPrefix = firstPrefix) {
  const lines = [];
  let line = [];
  let prefix = firstPrefix;
  for (const word of text.match(/(?:[^\s`]*`[^`]*`)+[^\s`]*|\S+/g) ?? []) {
    if (line.length > 0 && (prefix + [...line, word].join(' ')).length > WIDTH) {
      const carried = startsBlock(word) && line.length > 1 ? [line.pop()] : [];
      lines.push(prefix + line.join(' '));
      line = [...carried, word];
      prefix = restPrefix;
    } else {
      line.push(word);
    }
  }
  lines.push(prefix + line.join(' '));
  return lines.join('\n');
}

/** A value as shown: a single bare word in code format, a phrase as written. */
function shown(value) {
  if (value === 'empty') return value;
  return /^[^\s`]+$/.test(value) ? `\`${value}\`` : value;
}

/**
 * Prose as shown: every variable named outside code in code format (`REALTIME_TRANSPORT=memory`, `DATA_DIR/mail` stay whole) with a link to its section,
 * unless it is this section's own.
 */
function prose(text, names, own) {
  const pattern = new RegExp(
    `(?<![\\w\`])(${names.join('|')})((?:[=/][\\w.<>/-]*[\\w>])?)(?![\\w\`])`,
    'g',
  );
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(pattern, (_, name, rest) =>
            name === own ? `\`${name}${rest}\`` : `[\`${name}${rest}\`](${anchor(name)})`,
          ),
    )
    .join('');
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function groupsOf(variables) {
  const groups = new Map();
  for (const variable of variables) {
    if (!groups.has(variable.group)) groups.set(variable.group, []);
    groups.get(variable.group).push(variable);
  }
  return groups;
}

function anchor(name) {
  return `#${name.toLowerCase()}`;
}

/** The Markdown of docs/CONFIGURATION.md, before Prettier. */
function render(variables) {
  const groups = groupsOf(variables);
  // Longest first, so SECRETS_KEY_PREVIOUS is never read as SECRETS_KEY.
  const names = variables.map(({ name }) => name).sort((a, b) => b.length - a.length);
  const out = [
    '# Configuration',
    '',
    '<!--',
    `Written by \`npm run docs:config\` from the doc comments in ${ENV_FILE}: edit those, not`,
    'this file.',
    '-->',
    '',
    wrap(
      'FlowVault reads its settings from the environment, once at start (`api/src/config/env.ts`); ' +
        'it loads no `.env` file itself. A missing or malformed variable stops start-up with one ' +
        'line naming it. Outside production every variable is optional: `npm install && npm start` ' +
        'needs none. `.env.example` lists them all with their defaults, and ' +
        '[SECURITY.md](SECURITY.md) says what the security-related ones defend against.',
    ),
    '',
    wrap(
      '"Default" is the value outside production (`NODE_ENV=development` or `test`); ' +
        '"in production" is given where `NODE_ENV=production` changes it.',
    ),
    '',
  ];
  for (const [group, members] of groups) {
    out.push(
      wrap(
        `- **${group}:** ${members.map(({ name }) => `[\`${name}\`](${anchor(name)})`).join(', ')}`,
        '',
        '  ',
      ),
    );
  }
  for (const [group, members] of groups) {
    out.push('', `## ${group}`);
    for (const variable of members) {
      const text = (value) => prose(value, names, variable.name);
      out.push('', `### \`${variable.name}\``, '', wrap(capital(text(variable.description))), '');
      out.push(wrap(`- Default: ${text(shown(variable.default))}.`, '', '  '));
      if (variable.production !== undefined) {
        out.push(wrap(`- In production: ${text(shown(variable.production))}.`, '', '  '));
      }
      if (variable.required !== undefined) {
        out.push(wrap(`- Required: ${text(variable.required)}.`, '', '  '));
      }
    }
  }
  return out.join('\n') + '\n';
}

async function main() {
  const check = process.argv.includes('--check');
  const envPath = path.join(ROOT, ENV_FILE);
  const docPath = path.join(ROOT, DOC_FILE);
  const source = ts.createSourceFile(
    envPath,
    readFileSync(envPath, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const cls = envClass(source);
  const variables = documentedVariables(source, cls);
  const problems = disagreements(
    variables,
    variablesInCode(cls),
    readFileSync(path.join(ROOT, EXAMPLE_FILE), 'utf8'),
  );
  if (problems.length > 0) {
    console.error(`The settings' documentation disagrees with the code:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
    return;
  }
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  const markdown = await prettier.format(render(variables), {
    ...options,
    filepath: docPath,
  });
  if (!check) {
    writeFileSync(docPath, markdown);
    console.log(`Wrote ${DOC_FILE}: ${variables.length} variables.`);
    return;
  }
  let committed;
  try {
    committed = readFileSync(docPath, 'utf8');
  } catch {
    committed = undefined;
  }
  if (committed !== markdown) {
    console.error(
      `${DOC_FILE} is ${committed === undefined ? 'missing' : 'out of date'}: ` +
        `it must be what the doc comments of ${ENV_FILE} give (run \`npm run docs:config\`).`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`${DOC_FILE} is up to date (${variables.length} variables).`);
}

main().catch((error) => {
  if (error instanceof DocError) console.error(error.message);
  else console.error(`Configuration doc failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
