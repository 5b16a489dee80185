import {
  MAX_TASK_RESOURCES,
  type AssistanceResource,
  type CodeSuggestion,
} from './assistance-plan';

/** Words of the prompt worth matching: three letters or more, lower case. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
}

/**
 * The rules' answer to the code-generator prompt: an n8n Code node that walks the items, with
 * the request as its comment, and the project's resources whose words the prompt shares (the
 * most relevant ones when it shares none). The prompt only ever lands in `//` comments, one line.
 */
export function suggestCode(
  prompt: string,
  resources: readonly AssistanceResource[],
): CodeSuggestion {
  const words = wordsOf(prompt);
  const shared = (resource: AssistanceResource) =>
    [...wordsOf(`${resource.title} ${resource.description}`)].filter((word) => words.has(word))
      .length;
  const ranked = resources
    .map((resource) => ({ resource, score: shared(resource) }))
    .sort((a, b) => b.score - a.score || b.resource.relevanceScore - a.resource.relevanceScore)
    .slice(0, MAX_TASK_RESOURCES)
    .map(({ resource }) => resource);
  const request = prompt.replace(/\s+/g, ' ').trim();
  const answer = [
    `// ${request}`,
    '// An n8n Code node ("Run Once for All Items"): shape each incoming item, then return them.',
    'const results = [];',
    'for (const item of $input.all()) {',
    '  const data = item.json;',
    '  // Read the fields you need from data, compute the new ones, and keep the rest.',
    '  results.push({ json: { ...data } });',
    '}',
    'return results;',
  ].join('\n');
  return { prompt: request, answer, resources: ranked };
}
