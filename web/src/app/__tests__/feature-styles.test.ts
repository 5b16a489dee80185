import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every feature's stylesheet lands in the same document once its route has loaded, so two
 * features styling one class block (`.application-card`, `.application-card__actions`) override
 * each other depending on which loaded last. A block belongs to one feature.
 */
const FEATURES = join(__dirname, '..', '..', 'features');

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The block of each selector's first class: `.a-b__c--d:hover span` → `a-b`. */
function blocksOf(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g);
  return [...rules].flatMap(([, selectors]) =>
    selectors.split(',').flatMap((selector) => {
      const first = /^\s*\.(-?[_a-zA-Z][\w-]*)/.exec(selector);
      return first ? [first[1].split('__')[0].split('--')[0]] : [];
    }),
  );
}

/** The class blocks each feature styles, as `block → features`. */
function featuresByBlock(): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const file of cssFiles(FEATURES)) {
    const feature = relative(FEATURES, file).split(/[\\/]/)[0];
    for (const block of blocksOf(readFileSync(file, 'utf8'))) {
      owners.set(block, (owners.get(block) ?? new Set()).add(feature));
    }
  }
  return owners;
}

describe("the features' stylesheets", () => {
  it('read the block of each selector', () => {
    expect(
      blocksOf('.a-b__c--d:hover span, .e { x: 1 }\n/* .f { } */\n@media (x) { .g--h { } }'),
    ).toEqual(['a-b', 'e', 'g']);
  });

  it('style each class block in one feature only', () => {
    const shared = [...featuresByBlock()]
      .filter(([, features]) => features.size > 1)
      .map(([block, features]) => `${block}: ${[...features].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keep the expert card apart from the client card', () => {
    const owners = featuresByBlock();
    expect([...(owners.get('application-card') ?? [])]).toEqual(['hiring']);
    expect([...(owners.get('project-application-card') ?? [])]).toEqual(['experts']);
  });
});
