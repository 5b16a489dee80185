import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Template } from './template.entity';

/** The template catalogue: listing, search, categories and details. */
export class TemplateService {
  constructor(private readonly dataSource: DataSource) {}

  async getById(id: string): Promise<Template> {
    const template = await this.dataSource.getRepository(Template).findOneBy({ id });
    if (!template) throw AppError.notFound('Template not found');
    return template;
  }
}
