// The corpus, how each import's answer is judged, and the summary.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Each line: a workflow, or a record `{name, workflow, sourceRepo, sourcePath, license}`. */
export function loadCorpus(file) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  return lines.map((line, index) => {
    const parsed = JSON.parse(line);
    const isRecord =
      parsed && typeof parsed === 'object' && 'workflow' in parsed && !('nodes' in parsed);
    const workflow = isRecord ? parsed.workflow : parsed;
    return {
      line: index + 1,
      name: (isRecord ? parsed.name : undefined) ?? workflow?.name ?? `line ${index + 1}`,
      sourcePath: isRecord ? parsed.sourcePath : undefined,
      workflow,
    };
  });
}

/** Words of a message that mean n8n could not be reached, rather than that it refused. */
const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|socket hang up|fetch failed|other side closed/i;

/**
 * `imported`: FlowVault says it created the workflow. `refused`: FlowVault relays n8n's refusal
 * of the workflow: HTTP 502 `{success:false, error, details}` where `details` says n8n refused the
 * workflow (n8n answered 400) or answered another 4xx about it (413, 415, ...). `failed`:
 * anything else: FlowVault's own validation (400), n8n unreachable, refusing the key (401/403),
 * missing (404) or failing (5xx), FlowVault erring or not answering, a malformed answer.
 */
export function judge({ status, body, error }) {
  if (error) return { kind: 'failed', reason: `FlowVault did not answer: ${error}` };
  const snippet = (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 500);
  if (status >= 200 && status < 300) {
    if (body?.success === true && body.workflowId) return { kind: 'imported' };
    return { kind: 'failed', reason: `HTTP ${status} without success and workflowId: ${snippet}` };
  }
  const failure = body?.success === false && typeof body.error === 'string';
  const details = failure && typeof body.details === 'string' ? body.details : '';
  if (status === 502 && failure && !UNREACHABLE.test(`${body.error} ${details}`)) {
    // n8n names the place, e.g. `request/body/nodes/3/...`: group by the kind of place.
    const reason =
      body.error
        .trim()
        .slice(0, 400)
        .replace(/\/\d+(?=[/\s]|$)/g, '/<i>') || '(empty error)';
    if (/refused the workflow/.test(details)) return { kind: 'refused', reason };
    const other = /could not create the workflow \(HTTP (4\d\d)/.exec(details)?.[1];
    if (other && !['401', '403', '404'].includes(other)) {
      return { kind: 'refused', reason: `HTTP ${other}: ${reason}` };
    }
    return {
      kind: 'failed',
      reason: `n8n did not take it (not a refusal of the workflow): ${snippet}`,
    };
  }
  if (status === 400 && failure) {
    return { kind: 'failed', reason: `FlowVault's own validation refused it: ${snippet}` };
  }
  return { kind: 'failed', reason: `HTTP ${status}: ${snippet}` };
}

export class Tally {
  imported = 0;
  importedIds = new Map();
  refused = new Map();
  failures = [];
  done = 0;

  add(item, result, verdict) {
    this.done += 1;
    if (verdict.kind === 'imported') {
      this.imported += 1;
      this.importedIds.set(String(result.body.workflowId), item);
      return;
    }
    const example = { name: item.name, line: item.line, sourcePath: item.sourcePath };
    if (verdict.kind === 'refused') {
      const group = this.refused.get(verdict.reason) ?? {
        reason: verdict.reason,
        count: 0,
        examples: [],
      };
      group.count += 1;
      if (group.examples.length < 5) {
        group.examples.push({
          ...example,
          error: result.body?.error,
          details: result.body?.details,
        });
      }
      this.refused.set(verdict.reason, group);
    } else {
      this.failures.push({ ...example, status: result.status, reason: verdict.reason });
    }
  }

  get refusedCount() {
    let n = 0;
    for (const group of this.refused.values()) n += group.count;
    return n;
  }

  line(total, startedAt) {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    return `${this.done}/${total} done: ${this.imported} imported, ${this.refusedCount} refused by n8n, ${this.failures.length} failed (${seconds} s)`;
  }

  summary(extra) {
    const refusedByReason = [...this.refused.values()].sort((a, b) => b.count - a.count);
    return {
      ...extra,
      imported: this.imported,
      refused: this.refusedCount,
      failed: this.failures.length,
      refusedByReason,
      failures: this.failures,
    };
  }
}

/**
 * What n8n holds against what was sent: each imported workflow's id must be in n8n, and its
 * nodes (sticky notes aside, which FlowVault may leave out) are counted against the corpus's.
 * Resolves `{missing, nodeCountDiffers}`, each a list of examples.
 */
export function compareStored(stored, importedIds) {
  const byId = new Map(stored.map((w) => [String(w.id), w]));
  const missing = [];
  const nodeCountDiffers = [];
  const working = (nodes) =>
    (Array.isArray(nodes) ? nodes : []).filter((n) => n?.type !== 'n8n-nodes-base.stickyNote')
      .length;
  for (const [id, item] of importedIds) {
    const held = byId.get(id);
    if (!held) {
      missing.push({ name: item.name, line: item.line, workflowId: id });
      continue;
    }
    const sent = working(item.workflow?.nodes);
    const kept = working(held.nodes);
    if (sent !== kept) {
      nodeCountDiffers.push({ name: item.name, line: item.line, workflowId: id, sent, kept });
    }
  }
  return { missing, nodeCountDiffers };
}

/** The summary for a person: figures, then each refusal reason with a few examples. */
export function printSummary(summary, log) {
  log('');
  log(
    `n8n ${summary.n8nVersion}: ${summary.imported + summary.refused + summary.failed} of ${summary.total} workflows tried, ${summary.durationSeconds} s in all`,
  );
  log(`  imported:          ${summary.imported}`);
  log(`  refused by n8n:    ${summary.refused}`);
  log(`  failed otherwise:  ${summary.failed}`);
  if (summary.n8nWorkflowCount !== undefined) {
    log(`  workflows in n8n:  ${summary.n8nWorkflowCount} (imports + 1 smoke-test workflow)`);
  }
  const differs = summary.nodeCountDiffers ?? [];
  if (differs.length) {
    log(
      `  ${differs.length} imported workflows hold another number of nodes (sticky notes aside):`,
    );
    for (const d of differs.slice(0, 5)) {
      log(`    "${d.name}" (line ${d.line}): sent ${d.sent} in the corpus, n8n holds ${d.kept}`);
    }
  }
  if (summary.refusedByReason.length) {
    log('');
    log('Refused by n8n, by reason:');
    for (const group of summary.refusedByReason) {
      log(`  ${String(group.count).padStart(5)}  ${group.reason}`);
      const names = group.examples.slice(0, 3).map((e) => `"${e.name}" (line ${e.line})`);
      log(`         e.g. ${names.join(', ')}`);
    }
  }
  if (summary.failures.length) {
    log('');
    log('Failed for another reason than n8n refusing, by reason:');
    const groups = new Map();
    for (const f of summary.failures) groups.set(f.reason, [...(groups.get(f.reason) ?? []), f]);
    for (const [reason, items] of groups) {
      log(`  ${String(items.length).padStart(5)}  ${reason}`);
      log(
        `         e.g. ${items
          .slice(0, 3)
          .map((e) => `"${e.name}" (line ${e.line})`)
          .join(', ')}`,
      );
    }
  }
  if (summary.connection) printConnection(summary.connection, log);
  if (summary.ownWorkflows) {
    const { listed, expected, pages } = summary.ownWorkflows;
    log('');
    log(
      `The user's own workflows through FlowVault (GET /api/n8n/workflows): ${listed} of the ${expected} n8n holds, in ${pages} pages by n8n's cursor`,
    );
  }
  if (summary.editor) printEditor(summary.editor, log);
  if (summary.badge) printBadge(summary.badge, log);
  for (const problem of summary.problems ?? []) log(`PROBLEM: ${problem}`);
}

/** The editor's figures: what n8n listed from FlowVault, what it opened, what reached the canvas. */
export function printEditor(editor, log) {
  const { results, template, canvas, seconds, flowvault, blocked } = editor;
  log('');
  log(`n8n's editor with N8N_TEMPLATES_HOST at FlowVault, searching "${editor.search}":`);
  if (results) {
    log(
      `  listed:            ${results.shown} cards; ${results.matched} of FlowVault's ${results.expected} results (${results.totalWorkflows} found), first "${results.first[0]}"`,
    );
  }
  if (template) {
    const setUp = template.credentialSetUp ? ', through the credential set-up (skipped)' : '';
    log(`  opened:            "${template.name}" (template ${template.id})${setUp}`);
  }
  if (canvas) {
    log(
      `  on the canvas:     ${canvas.steps} nodes of the template's ${canvas.expectedSteps} (${canvas.nodes} of ${canvas.expectedNodes} with sticky notes)`,
    );
  }
  log(
    `  FlowVault calls:   ${flowvault.calls} from the browser, ${flowvault.failed.length} failed; ${blocked.length} requests off loopback refused`,
  );
  const times = Object.entries(seconds).map(([step, s]) => `${step} ${s} s`);
  log(`  timing:            ${times.join(', ')}`);
  if (editor.screenshot) log(`  screenshot:        ${editor.screenshot}`);
}

/** The badge's figures: what FlowVault marked, what n8n took and what it confirmed. */
export function printBadge(badge, log) {
  log('');
  log(`The "Imports cleanly into n8n 1.x" badge, on ${badge.templates} templates ingested:`);
  log(
    `  badged:            ${badge.badged}; ${badge.badgedImported} imported (${badge.importSeconds} s)`,
  );
  log(
    `  blocked:           ${badge.blocked}; for ${badge.blockedConfirmed} n8n indeed lacks a node they use`,
  );
}

/** FlowVault's connection test against the real n8n, one line a case. */
export function printConnection(connection, log) {
  log('');
  log("FlowVault's connection test (POST /api/user-settings/test) against this n8n:");
  for (const c of connection.cases) {
    const kept = c.lastTest ? `, kept as the last test (${c.lastTest.result})` : '';
    const why = c.reason ? ` (${c.reason})` : '';
    const version = c.result === 'connected' ? `, version ${c.version ?? 'not told'}` : '';
    log(
      `  ${c.name}: ${c.result ?? `HTTP ${c.status}`}${why}${version}${kept}; expected ${c.expected}`,
    );
  }
}
