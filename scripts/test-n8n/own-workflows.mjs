// "Publish from my n8n" lists the user's own workflows: FlowVault's GET /api/n8n/workflows,
// paged by the real n8n's own cursor, through a saved connection, must list every workflow n8n
// holds, once each, as summaries whose node counts are n8n's, and nothing of their nodes.
import { callAsUser, registerUser } from './flowvault.mjs';
import { listWorkflows } from './n8n.mjs';

/** FlowVault's API as the signed-in user. */
const call = (url, token, method, path, body) =>
  callAsUser(url, token, method, path, body, 120_000);

/** Pages FlowVault would read at most: far more than the corpus needs, a bound for a loop. */
const MAX_PAGES = 1000;

/**
 * Lists the workflows of `n8nUrl` through FlowVault as a fresh account with the connection
 * saved, and resolves `{pages, listed, expected, problems}`.
 */
export async function checkOwnWorkflows({ flowvaultUrl, n8nUrl, apiKey, log }) {
  const expected = new Map(
    (await listWorkflows(n8nUrl, apiKey)).map((w) => [String(w.id), w.nodes.length]),
  );
  const token = await registerUser(flowvaultUrl);
  const problems = [];
  const saved = await call(flowvaultUrl, token, 'POST', '/api/user-settings', {
    n8nInstanceUrl: n8nUrl,
    n8nApiKey: apiKey,
  });
  if (saved.status !== 200) {
    return {
      pages: 0,
      listed: 0,
      expected: expected.size,
      problems: [`saving answered HTTP ${saved.status}`],
    };
  }
  const seen = new Set();
  let cursor;
  let pages = 0;
  do {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await call(flowvaultUrl, token, 'GET', `/api/n8n/workflows${query}`);
    pages += 1;
    if (page.status !== 200) {
      problems.push(`page ${pages} answered HTTP ${page.status}: ${JSON.stringify(page.body)}`);
      break;
    }
    const text = JSON.stringify(page.body);
    if (text.includes('"parameters"') || text.includes('"connections"') || text.includes(apiKey)) {
      problems.push(`page ${pages} carries more than summaries`);
    }
    for (const summary of page.body.workflows) {
      if (seen.has(summary.id)) problems.push(`workflow ${summary.id} listed twice`);
      seen.add(summary.id);
      const nodes = expected.get(summary.id);
      if (nodes === undefined) problems.push(`workflow ${summary.id} is not in n8n`);
      else if (nodes !== summary.nodeCount) {
        problems.push(
          `workflow ${summary.id}: ${summary.nodeCount} nodes listed, n8n has ${nodes}`,
        );
      }
    }
    cursor = page.body.nextCursor;
  } while (cursor && pages < MAX_PAGES && problems.length < 10);
  if (seen.size !== expected.size) {
    problems.push(`listed ${seen.size} workflows of the ${expected.size} n8n holds`);
  }
  log(`own workflows through FlowVault: ${seen.size} of ${expected.size} in ${pages} pages`);
  return {
    pages,
    listed: seen.size,
    expected: expected.size,
    problems: problems.map((problem) => `own workflows: ${problem}`),
  };
}
