import type { PortfolioItemInput } from '../../gql/graphql';
import { listProblem, splitList, textProblem, urlProblem, type Problem } from './form-rules';

/** Portfolio items an application or an expert profile may list, as the API allows. */
export const PORTFOLIO_LIMIT = 10;

/** A portfolio row as typed: the technologies as one comma-separated text. */
export interface PortfolioDraft {
  title: string;
  url: string;
  description: string;
  technologies: string;
}

export type PortfolioField = keyof PortfolioDraft;

export const PORTFOLIO_LABELS: Record<PortfolioField, string> = {
  title: 'Title',
  url: 'Link',
  description: 'Description',
  technologies: 'Technologies',
};

export const EMPTY_PORTFOLIO_ITEM: PortfolioDraft = {
  title: '',
  url: '',
  description: '',
  technologies: '',
};

/** A row left entirely empty is not an item: it is dropped rather than refused. */
function isBlank(item: PortfolioDraft): boolean {
  return Object.values(item).every((value) => value.trim() === '');
}

/** The rows that are items, in order. */
export function filledPortfolio(items: readonly PortfolioDraft[]): PortfolioDraft[] {
  return items.filter((item) => !isBlank(item));
}

/** The problem of each field of one row: title 1-200, link http(s), description 0-1000, 20 tags. */
function itemProblems(item: PortfolioDraft): Record<PortfolioField, Problem> {
  return {
    title: textProblem('Title', item.title, 1, 200),
    url: urlProblem('Link', item.url),
    description: textProblem('Description', item.description, 0, 1000),
    technologies: listProblem('Technologies', item.technologies, 20, 50),
  };
}

/**
 * The problems of the rows keyed as the API names them, `<listField>.<index>.<field>`. The form
 * drops blank rows before it checks, so a row's index is its index in what is sent.
 */
export function portfolioProblems(
  listField: string,
  items: readonly PortfolioDraft[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    for (const [field, problem] of Object.entries(itemProblems(item))) {
      if (problem) problems[`${listField}.${index}.${field}`] = problem;
    }
  });
  return problems;
}

/** The labels of every row's fields, so the API's problems find their place on the form. */
export function portfolioLabels(listField: string, count: number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let index = 0; index < count; index += 1) {
    for (const [field, label] of Object.entries(PORTFOLIO_LABELS)) {
      labels[`${listField}.${index}.${field}`] = label;
    }
  }
  return labels;
}

/** The rows as the API takes them. */
export function portfolioInput(items: readonly PortfolioDraft[]): PortfolioItemInput[] {
  return items.map((item) => ({
    title: item.title.trim(),
    ...(item.url.trim() ? { url: item.url.trim() } : {}),
    description: item.description.trim(),
    technologies: splitList(item.technologies),
  }));
}
