import type {
  AiDocumentation,
  Complexity,
  Difficulty,
  TriggerType,
} from '../../templates/template.entity';

/** What a provider needs to know about a template: its listing fields and its node types. */
export interface DocumentationInput {
  name: string;
  description: string;
  category: string;
  triggerType: TriggerType;
  complexity: Complexity;
  nodeCount: number;
  integrations: readonly string[];
  /** Distinct node types, sticky notes left out. */
  nodeTypes: readonly string[];
  tags?: readonly string[];
}

/** The documentation block shown on a template's detail page. */
export interface TemplateDocumentation {
  detailedDescription: string;
  difficulty: Difficulty;
  /** A range such as `15-30 minutes`. */
  estimatedSetupTime: string;
  prerequisites: string[];
  useCases: string[];
  features: string[];
  /** Display names of the node types a user must have, e.g. `Google Sheets`, `HTTP Request`. */
  requiredNodes: string[];
  /** Set-up steps, in order. */
  howToUse: string[];
  aiDocumentation: AiDocumentation;
}

/**
 * Writes the documentation block of a template. The default is rule-based and deterministic;
 * an OpenAI-compatible provider is used when LLM_API_URL is set (documentation.factory.ts).
 * A provider never throws for a well-formed input: a failing model falls back to the rules.
 */
export interface DocumentationProvider {
  describe(input: DocumentationInput): Promise<TemplateDocumentation>;
}
