import {
  emptyExpertValues,
  expertApplicationInput,
  expertApplicationProblems,
  type ExpertField,
  type ExpertValues,
} from '../expert-application-rules';

const NOW = new Date('2026-05-20T12:00:00.000Z');

/** A form that breaks no rule. */
export function validExpertValues(): ExpertValues {
  const values = emptyExpertValues({ name: 'Ada Lovelace', email: 'ada@example.com' });
  return {
    ...values,
    fields: {
      ...values.fields,
      location: 'London',
      jobTitle: 'Automation engineer',
      company: 'Analytical Engines',
      yearsOfExperience: '7',
      'education.degree': 'BSc',
      'education.field': 'Mathematics',
      'education.institution': 'University of London',
      'education.year': '2015',
      professionalSummary: 'a'.repeat(100),
      motivationStatement: 'm'.repeat(50),
      expertiseGoals: 'g'.repeat(50),
      contributionPlans: 'c'.repeat(50),
    },
  };
}

function problemsWith(field: ExpertField, value: string) {
  const values = validExpertValues();
  return expertApplicationProblems(
    { ...values, fields: { ...values.fields, [field]: value } },
    NOW,
  );
}

describe('the Become an Expert form rules', () => {
  it('find nothing wrong with a complete form', () => {
    expect(expertApplicationProblems(validExpertValues(), NOW)).toEqual({});
  });

  it.each<[ExpertField, string, string | undefined]>([
    ['fullName', '', 'Full name is required'],
    ['fullName', '   ', 'Full name is required'],
    ['fullName', 'x'.repeat(100), undefined],
    ['fullName', 'x'.repeat(101), 'Full name must be at most 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(243)}@example.com`, 'Email must be at most 254 characters'],
    ['phone', '', undefined],
    ['phone', '1'.repeat(40), undefined],
    ['phone', '1'.repeat(41), 'Phone must be at most 40 characters'],
    ['location', '', 'Location is required'],
    ['location', 'x'.repeat(201), 'Location must be at most 200 characters'],
    ['jobTitle', '', 'Job title is required'],
    ['jobTitle', 'x'.repeat(200), undefined],
    ['company', 'x'.repeat(201), 'Company must be at most 200 characters'],
    ['yearsOfExperience', '', 'Years of experience is required'],
    ['yearsOfExperience', '-1', 'Years of experience must be at least 0'],
    ['yearsOfExperience', '0', undefined],
    ['yearsOfExperience', '80', undefined],
    ['yearsOfExperience', '81', 'Years of experience must be at most 80'],
    ['yearsOfExperience', '2.5', 'Years of experience must be a whole number'],
    ['education.degree', '', 'Degree is required'],
    ['education.field', 'x'.repeat(201), 'Field of study must be at most 200 characters'],
    ['education.institution', '', 'Institution is required'],
    ['education.year', '1949', 'Graduation year must be at least 1950'],
    ['education.year', '1950', undefined],
    ['education.year', '2036', undefined],
    ['education.year', '2037', 'Graduation year must be at most 2036'],
    ['professionalSummary', 'x'.repeat(99), 'Professional summary must be at least 100 characters'],
    [
      'professionalSummary',
      `  ${'x'.repeat(99)}  `,
      'Professional summary must be at least 100 characters',
    ],
    ['professionalSummary', 'x'.repeat(1000), undefined],
    [
      'professionalSummary',
      'x'.repeat(1001),
      'Professional summary must be at most 1000 characters',
    ],
    ['profiles.linkedin', 'https://linkedin.com/in/ada', undefined],
    [
      'profiles.github',
      'github.com/ada',
      'GitHub must be a web address starting with http:// or https://',
    ],
    [
      'profiles.website',
      'ftp://ada.dev',
      'Website must be a web address starting with http:// or https://',
    ],
    [
      'profiles.portfolio',
      `https://ada.dev/${'p'.repeat(1985)}`,
      'Portfolio must be at most 2000 characters',
    ],
    ['programmingLanguages', Array.from({ length: 30 }, (_, i) => `L${i}`).join(', '), undefined],
    [
      'programmingLanguages',
      Array.from({ length: 31 }, (_, i) => `L${i}`).join(', '),
      'Programming languages can have at most 30 items',
    ],
    [
      'toolsAndPlatforms',
      `n8n, ${'x'.repeat(51)}`,
      'Each of tools and platforms must be at most 50 characters',
    ],
    ['motivationStatement', 'x'.repeat(49), 'Motivation statement must be at least 50 characters'],
    ['motivationStatement', 'x'.repeat(500), undefined],
    ['expertiseGoals', 'x'.repeat(501), 'Expertise goals must be at most 500 characters'],
    ['contributionPlans', '', 'Contribution plans is required'],
  ])('check %s = %j: %s', (field, value, expected) => {
    expect(problemsWith(field, value)[field]).toBe(expected);
  });

  it('count an emoji as one character, as the API does', () => {
    expect(
      problemsWith('professionalSummary', '🙂'.repeat(100)).professionalSummary,
    ).toBeUndefined();
  });

  it('check each portfolio item, keyed as the API keys them', () => {
    const values = validExpertValues();
    const problems = expertApplicationProblems(
      {
        ...values,
        portfolio: [
          {
            title: 'Invoice bot',
            url: 'https://ada.dev/bot',
            description: '',
            technologies: 'n8n',
          },
          {
            title: '',
            url: 'javascript:alert(1)',
            description: 'd'.repeat(1001),
            technologies: Array.from({ length: 21 }, (_, i) => `T${i}`).join(','),
          },
        ],
      },
      NOW,
    );
    expect(problems).toEqual({
      'portfolioItems.1.title': 'Title is required',
      'portfolioItems.1.url': 'Link must be a web address starting with http:// or https://',
      'portfolioItems.1.description': 'Description must be at most 1000 characters',
      'portfolioItems.1.technologies': 'Technologies can have at most 20 items',
    });
  });

  it('send trimmed text, numbers, the chosen areas and the lists, leaving empty options out', () => {
    const values = validExpertValues();
    const input = expertApplicationInput({
      ...values,
      fields: {
        ...values.fields,
        fullName: '  Ada Lovelace ',
        'profiles.github': ' https://github.com/ada ',
        programmingLanguages: 'Python, , SQL ',
      },
      ai: { ...values.ai, machineLearning: true },
      portfolio: [{ title: 'Bot', url: '', description: ' ', technologies: 'n8n, OpenAI' }],
    });
    expect(input).toMatchObject({
      fullName: 'Ada Lovelace',
      yearsOfExperience: 7,
      education: {
        degree: 'BSc',
        field: 'Mathematics',
        institution: 'University of London',
        year: 2015,
      },
      profiles: { github: 'https://github.com/ada' },
      programmingLanguages: ['Python', 'SQL'],
      toolsAndPlatforms: [],
      portfolioItems: [{ title: 'Bot', description: '', technologies: ['n8n', 'OpenAI'] }],
    });
    expect(input.aiExpertise).toMatchObject({ machineLearning: true, deepLearning: false });
    expect(input).not.toHaveProperty('phone');
    expect(input.portfolioItems?.[0]).not.toHaveProperty('url');
  });
});
