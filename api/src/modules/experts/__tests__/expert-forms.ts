/** Expert-programme forms for tests: a valid one, and one with a field changed or removed. */

export type Form = Record<string, unknown>;

/** A form that breaks no rule; `tag` makes its texts unique per test. */
export function validForm(tag = 'test'): Form {
  return {
    fullName: `Jordan Applicant ${tag}`,
    email: 'jordan@example.com',
    phone: '+351 912 345 678',
    location: 'Porto, Portugal',
    jobTitle: 'Automation Consultant',
    company: 'Acme Automation',
    yearsOfExperience: 5,
    education: {
      degree: 'MSc',
      field: 'Information Systems',
      institution: 'University of Porto',
      year: 2018,
    },
    professionalSummary: 'I design and run workflow automations for small companies. '.repeat(3),
    profiles: { linkedin: 'https://www.linkedin.com/in/jordan', github: 'https://github.com/j' },
    aiExpertise: { machineLearning: true, other: ['Prompt design'] },
    automationExpertise: { n8nExpertise: true, zapierExpertise: false },
    programmingLanguages: ['JavaScript', 'Python'],
    toolsAndPlatforms: ['n8n', 'Airtable'],
    portfolioItems: [
      {
        title: 'Lead enrichment pipeline',
        url: 'https://example.com/leads',
        description: 'Enriches new CRM leads.',
        technologies: ['n8n', 'Clearbit'],
      },
    ],
    motivationStatement: 'I enjoy helping teams remove repetitive work from their week.',
    expertiseGoals: 'Learn how larger companies structure their automation platforms.',
    contributionPlans: 'Take on setup requests and write clear handover notes for each.',
  };
}

/**
 * `form` with the value at `path` (`education.year`, `portfolioItems.0.title`) replaced, or
 * removed when `value` is `REMOVE`.
 */
export function withField(form: Form, path: string, value: unknown): Form {
  const copy = structuredClone(form);
  const keys = path.split('.');
  const last = keys.pop()!;
  let target = copy as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

export const REMOVE = Symbol('remove');

/** `n` texts of `length` characters, each different. */
export function texts(n: number, length: number): string[] {
  return Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x'));
}
