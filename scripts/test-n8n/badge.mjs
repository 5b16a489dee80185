// The compatibility badge on the real n8n: FlowVault ingests the corpus, and every template it
// marks "Imports cleanly into n8n 1.x" (GET /api/templates?n8nCompatibility=Clean) is imported
// through FlowVault's import path (POST /api/import-workflow), as a user would. n8n's public API
// takes any node type, so its acceptance alone would not prove the badge: each badged template's
// nodes are also looked up in the node types the running n8n serves its editor (/types/nodes.json,
// the `<name>Tool` variants included), at a typeVersion it knows. The templates marked Blocked are
// looked up the same way, to confirm that n8n indeed lacks something each of them uses. Near-copies
// are not listed: each has the steps, versions and so the obstacles of the original that is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runToCompletion } from './lifecycle.mjs';
import { timeout } from './n8n.mjs';
import { importWorkflow } from './flowvault.mjs';
import { judge } from './report.mjs';

const PAGE = 100;

async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: timeout(60_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The ids of every template FlowVault lists with `n8nCompatibility`, page by page. */
async function listIds(fvUrl, compatibility) {
  const ids = new Set();
  for (let page = 1; ; page++) {
    const body = await getJson(
      `${fvUrl}/api/templates?n8nCompatibility=${compatibility}&sort=name&limit=${PAGE}&page=${page}`,
    );
    for (const template of body.templates) ids.add(template.id);
    if (page >= body.pagination.totalPages)
      return { ids: [...ids], total: body.pagination.totalItems };
  }
}

/**
 * The listing once it holds still: FlowVault's API processes each rebuild their catalogue index
 * as the ingest's batches are announced, so pages read meanwhile may come from two versions.
 */
async function templateIds(fvUrl, compatibility) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const first = await listIds(fvUrl, compatibility);
    const again = await listIds(fvUrl, compatibility);
    const same =
      first.ids.length === again.ids.length && first.ids.every((id, i) => id === again.ids[i]);
    if (same && first.ids.length === first.total) return first.ids;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`FlowVault's ${compatibility} list did not hold still in a minute`);
}

/** Every node type the running n8n knows: type → the typeVersions it has. */
async function n8nNodeTypes(n8nUrl, session) {
  const descriptions = await getJson(`${n8nUrl}/types/nodes.json`, session);
  const known = new Map();
  for (const { name, version } of descriptions) {
    known.set(name, [...(known.get(name) ?? []), ...[version].flat()]);
  }
  return known;
}

/** The node types of `workflow` the running n8n does not know, at their typeVersion. */
function unknownNodes(workflow, known) {
  const missing = new Set();
  for (const node of workflow.nodes ?? []) {
    const versions = known.get(node.type);
    const version = typeof node.typeVersion === 'number' ? node.typeVersion : 1;
    if (!versions) missing.add(node.type);
    else if (version > Math.max(...versions)) missing.add(`${node.type} v${version}`);
  }
  return [...missing];
}

/** Waits until FlowVault's catalogue index lists the ingested templates (it follows NOTIFY). */
async function settledCount(fvUrl, expected) {
  for (let i = 0; i < 60; i++) {
    const body = await getJson(`${fvUrl}/api/templates?limit=1`);
    if (body.pagination.totalItems >= expected) return body.pagination.totalItems;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`FlowVault's catalogue did not reach ${expected} templates in a minute`);
}

/**
 * Ingests `corpus` into FlowVault, then checks every badged template on the real n8n. Resolves
 * the figures and `problems`: a badged template n8n refused, failed to take, or whose nodes n8n
 * does not know; a blocked template whose every node n8n knows.
 */
export async function checkBadge({ repoRoot, fv, token, n8nUrl, session, n8nSettings, corpus }) {
  const { log, logFile, concurrency, size } = corpus;
  const ingestStart = Date.now();
  log(`ingesting ${corpus.file} into FlowVault (log: ${logFile})`);
  await runToCompletion(
    'FlowVault ingest',
    process.execPath,
    [path.join(repoRoot, 'api', 'dist', 'modules', 'ingest', 'ingest-cli.js'), corpus.file],
    { env: fv.env, cwd: repoRoot, logFile },
  );
  // Near-copies are stored but not listed: the catalogue grows by the ones that are listed.
  const collapsed = Number(/collapsed\s+(\d+)/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? 0);
  const templates = await settledCount(fv.url, size - collapsed);
  const clean = await templateIds(fv.url, 'Clean');
  const blocked = await templateIds(fv.url, 'Blocked');
  log(
    `FlowVault holds ${templates} templates after ${Math.round((Date.now() - ingestStart) / 1000)} s: ` +
      `${clean.length} badged "Imports cleanly into n8n 1.x", ${blocked.length} blocked`,
  );
  const known = await n8nNodeTypes(n8nUrl, session);
  log(`the running n8n knows ${known.size} node types; importing every badged template`);

  const importStart = Date.now();
  const problems = [];
  let imported = 0;
  let next = 0;
  const worker = async () => {
    while (next < clean.length) {
      const id = clean[next++];
      const { template } = await getJson(`${fv.url}/api/templates/${id}`);
      const verdict = judge(await importWorkflow(fv.url, token, template.workflow, n8nSettings));
      if (verdict.kind === 'imported') imported += 1;
      else problems.push(`badged "${template.name}" was ${verdict.kind}: ${verdict.reason}`);
      const missing = unknownNodes(template.workflow, known);
      if (missing.length) {
        problems.push(`badged "${template.name}" uses what n8n lacks: ${missing.join(', ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  let blockedConfirmed = 0;
  for (const id of blocked) {
    const { template } = await getJson(`${fv.url}/api/templates/${id}`);
    // Only the node obstacles can be confirmed from n8n's node types.
    if (!template.n8nObstacles.some((obstacle) => obstacle.startsWith('Uses '))) continue;
    if (unknownNodes(template.workflow, known).length) blockedConfirmed += 1;
    else problems.push(`blocked "${template.name}" uses only nodes n8n knows`);
  }
  return {
    templates,
    badged: clean.length,
    badgedImported: imported,
    blocked: blocked.length,
    blockedConfirmed,
    importSeconds: Math.round((Date.now() - importStart) / 1000),
    problems,
  };
}
