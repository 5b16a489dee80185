import { CREDENTIALS, fromList } from './parameter-helpers';
import { LC, node, type NodeSpec } from './workflow-builder';

/** The OpenAI chat model sub-node most AI templates plug into their agent or chain. */
export function openAiChatModel(
  name: string,
  at: [number, number],
  model = 'gpt-4o-mini',
): NodeSpec {
  return node(
    name,
    `${LC}.lmChatOpenAi`,
    1.2,
    at,
    { model: fromList(model, model), options: {} },
    CREDENTIALS.openAi,
  );
}
