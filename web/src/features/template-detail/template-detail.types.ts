import type { TemplateDetailPageQuery } from '../../gql/graphql';

/** A template as the detail page queries it. */
export type TemplateDetail = TemplateDetailPageQuery['template'];

/** One of the template's related templates. */
export type RelatedTemplate = TemplateDetail['relatedTemplates'][number];

/** Another template with the same workflow, published by another source. */
export type OtherSource = TemplateDetail['otherSources'][number];
