import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpAppTests } from '../../accounts/__tests__/session-fixture';
import {
  DIAGRAM_MERMAID,
  DIAGRAM_SVG,
  diagramMock,
  renderBrowse,
  sessionWithSaves,
} from './saved-fixture';

/** Object URLs handed out (jsdom has none), with the Blob behind each, and files "saved". */
function fakeFiles() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; href: string }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return { blobs, saved };
}

/** The text of a Blob (jsdom's Blob has no `text()`). */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) throw new Error('no such blob');
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function openDiagramOfFirstCard() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Sign out' });
  const card = await screen.findByRole('article', { name: 'Workflow 1' });
  await user.click(within(card).getByRole('button', { name: 'Diagram' }));
  const dialog = await screen.findByRole('dialog', { name: 'Workflow diagram: Workflow 1' });
  return { user, dialog };
}

describe('the diagram dialog', () => {
  setUpAppTests();
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  afterEach(() => {
    // Unmounted first: closing the dialog revokes its URL.
    cleanup();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('draws the SVG as an image from a blob: URL, in a viewer fitted to it', async () => {
    const { blobs } = fakeFiles();
    renderBrowse([sessionWithSaves(1), diagramMock('workflow-1')], {
      token: 'token-ada',
      savedIds: ['workflow-1'],
    });
    const { user, dialog } = await openDiagramOfFirstCard();
    expect(within(dialog).getByRole('status', { name: 'Generating diagram' })).toBeVisible();

    const picture = await within(dialog).findByRole('img', {
      name: 'Diagram of the Workflow 1 workflow',
    });
    const image = picture.querySelector('image')!;
    const src = image.getAttribute('href') ?? '';
    expect(src).toMatch(/^blob:/);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '199.5');
    expect(picture).toHaveAttribute('viewBox', '0 0 640 199.5');
    expect(blobs.get(src)?.type).toBe('image/svg+xml');
    expect(await readText(blobs.get(src))).toBe(DIAGRAM_SVG);
    // Drawn as an image only: none of the SVG's markup is put into the page.
    expect(dialog.querySelector('text')).toBeNull();

    const viewer = within(dialog).getByRole('group', { name: 'Diagram viewer' });
    expect(viewer).toContainElement(picture);
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(picture.getAttribute('viewBox')).not.toBe('0 0 640 199.5');
    await user.click(within(dialog).getByRole('button', { name: 'Fit' }));
    expect(picture).toHaveAttribute('viewBox', '0 0 640 199.5');
  });

  it('downloads the SVG and the Mermaid source under the template name', async () => {
    const { blobs, saved } = fakeFiles();
    renderBrowse([sessionWithSaves(1), diagramMock('workflow-1')], {
      token: 'token-ada',
      savedIds: ['workflow-1'],
    });
    const { user, dialog } = await openDiagramOfFirstCard();
    await within(dialog).findByRole('img');

    await user.click(within(dialog).getByRole('button', { name: 'Download SVG' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download Mermaid' }));
    expect(saved.map((file) => file.name)).toEqual(['workflow_1.svg', 'workflow_1.mmd']);
    const [svgFile, mermaidFile] = saved.map((file) => blobs.get(file.href));
    expect(svgFile?.type).toBe('image/svg+xml');
    expect(await readText(svgFile)).toBe(DIAGRAM_SVG);
    expect(await readText(mermaidFile)).toBe(DIAGRAM_MERMAID);
  });

  it('frees the image URL when it closes', async () => {
    fakeFiles();
    renderBrowse([sessionWithSaves(1), diagramMock('workflow-1')], {
      token: 'token-ada',
      savedIds: ['workflow-1'],
    });
    const { user, dialog } = await openDiagramOfFirstCard();
    const picture = await within(dialog).findByRole('img');
    const src = picture.querySelector('image')?.getAttribute('href');
    expect(src).toMatch(/^blob:/);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(src);
  });

  it('says when the diagram failed, and Try Again loads it', async () => {
    fakeFiles();
    const failing = { ...diagramMock('workflow-1'), result: undefined, error: new Error('down') };
    renderBrowse([sessionWithSaves(1), failing, diagramMock('workflow-1')], {
      token: 'token-ada',
      savedIds: ['workflow-1'],
    });
    const { user, dialog } = await openDiagramOfFirstCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to generate the diagram. Please try again.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Download SVG' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('img')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeEnabled();
  });
});
