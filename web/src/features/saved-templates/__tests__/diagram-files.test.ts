import { diagramFileName } from '../diagram-files';

describe('diagram file names', () => {
  it('follow the JSON download name, with .svg and .mmd', () => {
    expect(diagramFileName('Send daily weather updates!', 'svg')).toBe(
      'send_daily_weather_updates_.svg',
    );
    expect(diagramFileName('Send daily weather updates!', 'mermaid')).toBe(
      'send_daily_weather_updates_.mmd',
    );
  });

  it('fall back like the JSON download for a name without letters or digits', () => {
    expect(diagramFileName('', 'svg')).toBe('workflow.svg');
  });
});
