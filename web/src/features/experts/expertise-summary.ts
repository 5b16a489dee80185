/** Every expertise area the API takes, the ones the form does not offer as checkboxes included. */
export const AREA_NAMES: Record<string, string> = {
  machineLearning: 'Machine learning',
  naturalLanguageProcessing: 'Natural language processing',
  computerVision: 'Computer vision',
  deepLearning: 'Deep learning',
  dataScience: 'Data science',
  predictiveAnalytics: 'Predictive analytics',
  chatbots: 'Chatbots',
  voiceAssistants: 'Voice assistants',
  recommendationSystems: 'Recommendation systems',
  workflowAutomation: 'Workflow automation',
  processAutomation: 'Process automation',
  n8nExpertise: 'n8n',
  zapierExpertise: 'Zapier',
  makeIntegromatExpertise: 'Make (Integromat)',
  apiIntegrations: 'API integrations',
  webScraping: 'Web scraping',
  dataProcessing: 'Data processing',
  businessProcessOptimization: 'Business process optimization',
};

/**
 * An application's `aiExpertise` / `automationExpertise` (JSON objects of flags and an `other`
 * list) as the names an admin reads: every flag that is true, then the other areas typed in.
 */
export function expertiseNames(expertise: Record<string, unknown>): string[] {
  const flags = Object.entries(expertise)
    .filter(([key, value]) => key !== 'other' && value === true)
    .map(([key]) => AREA_NAMES[key] ?? humanize(key));
  const other = Array.isArray(expertise.other)
    ? expertise.other.filter((item): item is string => typeof item === 'string')
    : [];
  return [...flags, ...other];
}

/** A flag the API added later, named from its key: `someNewArea` → `Some new area`. */
export function humanize(key: string): string {
  const words = key
    .replace(/Expertise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The profile links an application gave, `[name, url]`, in the form's order. */
export function profileLinks(profiles: Record<string, unknown>): [string, string][] {
  const names: Record<string, string> = {
    linkedin: 'LinkedIn',
    github: 'GitHub',
    portfolio: 'Portfolio',
    twitter: 'Twitter',
    website: 'Website',
  };
  return Object.entries(names).flatMap(([key, name]) => {
    const url = profiles[key];
    return typeof url === 'string' && url !== '' ? [[name, url] as [string, string]] : [];
  });
}
