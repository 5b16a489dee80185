import { useQuery } from '@apollo/client/react';
import { TemplateDiagramDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { PanZoomView } from '../../workflow/components/pan-zoom-view';
import { DIAGRAM_FILES, saveDiagramFile, type DiagramFileKind } from '../diagram-files';
import { useObjectUrl } from '../hooks/use-object-url';
import './diagram-dialog.css';

/** The template a diagram is drawn for: its id, and its name for the title and file names. */
export interface DiagramTemplate {
  id: string;
  name: string;
}

export interface DiagramDialogProps {
  template: DiagramTemplate;
  onClose(): void;
}

/** The footer's downloads: the drawing, then its Mermaid source. */
const DOWNLOADS: { kind: DiagramFileKind; label: string }[] = [
  { kind: 'svg', label: 'Download SVG' },
  { kind: 'mermaid', label: 'Download Mermaid' },
];

/**
 * The diagram of a saved template: the API's SVG drawn as an image from a `blob:` URL (an SVG
 * `<image>`, never put into the page as markup, so nothing in it runs or loads), fitted to the
 * dialog and zoomed and panned by `PanZoomView`, with downloads of the SVG and of the Mermaid
 * source. Loading shows a spinner, a failure Try Again.
 */
export default function DiagramDialog({ template, onClose }: DiagramDialogProps) {
  const { data, error, loading, refetch } = useQuery(TemplateDiagramDocument, {
    variables: { id: template.id },
    notifyOnNetworkStatusChange: true,
  });
  const diagram = data?.templateDiagram;
  const imageUrl = useObjectUrl(diagram?.svg, DIAGRAM_FILES.svg.type);

  return (
    <Modal
      open
      title={`Workflow diagram: ${template.name}`}
      onClose={onClose}
      footer={
        diagram &&
        DOWNLOADS.map(({ kind, label }) => (
          <Button
            key={kind}
            variant="secondary"
            icon={<Icon name="download" size={18} />}
            onClick={() => saveDiagramFile(template.name, kind, diagram[kind])}
          >
            {label}
          </Button>
        ))
      }
    >
      <div className="diagram-dialog">
        {loading && (
          <div className="diagram-dialog__state">
            <Spinner size={28} label="Generating diagram" />
          </div>
        )}
        {!loading && error && (
          <div className="diagram-dialog__state">
            <FormMessage tone="error">
              Failed to generate the diagram. Please try again.
            </FormMessage>
            <Button
              variant="secondary"
              icon={<Icon name="refresh" size={18} />}
              onClick={() => refetch().catch(() => undefined)}
            >
              Try Again
            </Button>
          </div>
        )}
        {!loading && diagram && imageUrl && (
          <PanZoomView
            className="diagram-dialog__canvas"
            style={{ aspectRatio: `${diagram.width} / ${diagram.height}` }}
            content={{ x: 0, y: 0, width: diagram.width, height: diagram.height }}
            label={`Diagram of the ${template.name} workflow`}
          >
            <image href={imageUrl} width={diagram.width} height={diagram.height} />
          </PanZoomView>
        )}
      </div>
    </Modal>
  );
}
