import { downloadFileName, downloadWorkflow } from '../download';
import { captureDownloads, readText } from './capture-downloads';

describe('downloadFileName', () => {
  it('replaces non-alphanumerics with underscores and lowercases the name', () => {
    expect(downloadFileName('Send Daily Weather (v2)!')).toBe('send_daily_weather__v2__.json');
  });

  it('turns every non-ASCII character into one underscore', () => {
    expect(downloadFileName('Tunova — Generate')).toBe('tunova___generate.json');
    expect(downloadFileName('AI✨Bot')).toBe('ai_bot.json');
  });

  it('falls back to a generic name when the name is empty', () => {
    expect(downloadFileName('')).toBe('workflow.json');
  });
});

describe('downloadWorkflow', () => {
  let restore = () => undefined as void;

  afterEach(() => {
    restore();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('saves the workflow JSON through a temporary link named by the file name rule', async () => {
    jest.useFakeTimers();
    const capture = captureDownloads('workflow');
    restore = capture.restore;
    const { blobs, clicks } = capture;

    downloadWorkflow({ name: 'My Flow', workflow: { nodes: [{ name: 'Start' }] } });

    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('my_flow.json');
    expect(clicks[0].href).toBe('blob:workflow');
    expect(clicks[0].isConnected).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:workflow');
    jest.useRealTimers();
    expect(blobs[0].type).toBe('application/json');
    expect(JSON.parse(await readText(blobs[0]))).toEqual({ nodes: [{ name: 'Start' }] });
  });
});
