import type { Template } from '../templates/template.entity';

type Documented = Pick<
  Template,
  | 'description'
  | 'detailedDescription'
  | 'useCases'
  | 'features'
  | 'prerequisites'
  | 'howToUse'
  | 'difficulty'
  | 'estimatedSetupTime'
>;

/**
 * Author text made safe for n8n's markdown renderer: raw HTML is shown as text, not rendered,
 * and `javascript:` / `data:` link targets are disarmed. Markdown itself (sticky notes are
 * written in it) is kept.
 */
export function safeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\]\(\s*(javascript|vbscript|data):/gi, '](#');
}

function inline(text: string): string {
  return safeMarkdown(text.replace(/\s+/g, ' ').trim());
}

function section(title: string, items: string[], ordered = false): string | null {
  const lines = items.map((item) => item.trim()).filter(Boolean);
  if (!lines.length) return null;
  const list = lines.map((line, i) => `${ordered ? `${i + 1}.` : '-'} ${inline(line)}`);
  return `### ${title}\n\n${list.join('\n')}`;
}

/**
 * The template page's description as markdown: the summary, the detailed description when it
 * adds something, then the documentation block (use cases, features, prerequisites, steps).
 */
export function templateMarkdown(template: Documented): string | null {
  const summary = template.description?.trim() ?? '';
  const detail = template.detailedDescription?.trim() ?? '';
  const facts = [
    template.difficulty ? `**Difficulty:** ${inline(template.difficulty)}` : null,
    template.estimatedSetupTime ? `**Setup time:** ${inline(template.estimatedSetupTime)}` : null,
  ].filter(Boolean);
  const blocks = [
    summary ? safeMarkdown(summary) : null,
    detail && detail !== summary ? safeMarkdown(detail) : null,
    section('Use cases', template.useCases ?? []),
    section('Features', template.features ?? []),
    section('Prerequisites', template.prerequisites ?? []),
    section('How to use', template.howToUse ?? [], true),
    facts.length ? facts.join(' · ') : null,
  ].filter((block): block is string => block !== null);
  return blocks.length ? blocks.join('\n\n') : null;
}
