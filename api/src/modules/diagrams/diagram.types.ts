import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('Diagram', { description: "A saved template's workflow drawn as SVG and as Mermaid." })
export class DiagramObject {
  @Field({ description: 'A standalone SVG document; node names are escaped text.' })
  svg: string;

  @Field({ description: 'The same graph as a Mermaid flowchart.' })
  mermaid: string;

  @Field(() => Float)
  width: number;

  @Field(() => Float)
  height: number;
}
