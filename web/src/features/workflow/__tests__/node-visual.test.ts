import { NODE_ICON_PATHS } from '../components/node-icon';
import { nodeVisual } from '../node-visual';
import type { NodeIcon } from '../../../gql/graphql';

const ICONS = Object.keys(NODE_ICON_PATHS) as NodeIcon[];

describe('nodeVisual', () => {
  it('draws every icon the API can choose with a path and a colour', () => {
    for (const icon of ICONS) {
      expect(NODE_ICON_PATHS[icon]).toMatch(/^M/);
      expect(nodeVisual(icon)).toEqual({ icon, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    }
  });

  it('gives every icon but the plain node a colour of its own, set apart from the default', () => {
    const colors = ICONS.map((icon) => nodeVisual(icon).color);
    expect(new Set(colors).size).toBe(ICONS.length);
    expect(nodeVisual('database').color).not.toBe(nodeVisual('node').color);
  });
});
