import { MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { Template } from '../template.entity';
import { TemplateObject } from './template.type';

@InputType('RecordTemplateDownloadInput')
export class RecordTemplateDownloadInput {
  @Field(() => ID)
  @MaxLength(100)
  id: string;
}

@ObjectType('RecordTemplateDownloadPayload')
export class RecordTemplateDownloadPayload {
  @Field(() => TemplateObject, { description: 'The template, its download counted.' })
  template: Template;
}
