import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewId } from '../ivr-menu';
import { cleanMenu, hangUp, keyOf } from '../test-support/menu-builders';
import { liveMenuArbitrary } from '../test-support/menu-arbitraries';
import { canonicalMenu, renameCreated } from '../test-support/publish-check';
import { MenuImportError } from './import-report';
import { exportMenu, menuExportSchema } from './menu-export';
import { parseMenuExport } from './parse-menu-export';

const counterIds = () => {
  let next = 0;
  return () => `new-import-${++next}`;
};
/** The file as it travels: through JSON text and back. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('exportMenu', () => {
  it('writes a versioned file that its own schema accepts', () => {
    const file = exportMenu('Tổng đài chính', cleanMenu());
    expect(file).toMatchObject({
      format: 'switchboard.ivr',
      version: 1,
      treeName: 'Tổng đài chính',
      rootNodeId: 'N1',
    });
    expect(menuExportSchema.parse(throughJson(file))).toEqual(file);
  });
});

describe('parseMenuExport', () => {
  it('reads back an exported menu with fresh draft ids and every reference following them', () => {
    const { treeName, menu, report } = parseMenuExport(throughJson(exportMenu('Main', cleanMenu())), {
      newId: counterIds(),
    });
    expect(treeName).toBe('Main');
    expect(report).toEqual({ imported: { nodes: 2, keys: 8 }, issues: [] });
    expect([...menu.nodes, ...menu.keys].every((item) => isNewId(item.id))).toBe(true);
    const original = cleanMenu();
    const newIds = new Map(
      [...original.nodes, ...original.keys].map((item, index) => [item.id, `new-import-${index + 1}`]),
    );
    expect(canonicalMenu(menu)).toEqual(canonicalMenu(renameCreated(original, newIds)));
  });

  it('gives unique ids by default', () => {
    const { menu } = parseMenuExport(exportMenu('Main', cleanMenu()));
    const ids = [...menu.nodes, ...menu.keys].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['a string', 'not a menu', 'notAnExport'],
    ['null', null, 'notAnExport'],
    ['another format', { format: 'other.ivr', version: 1 }, 'notAnExport'],
    ['a later version', { ...exportMenu('Main', cleanMenu()), version: 2 }, 'unsupportedVersion'],
    ['a version as text', { ...exportMenu('Main', cleanMenu()), version: '1' }, 'unsupportedVersion'],
    ['no node list', { ...exportMenu('Main', cleanMenu()), nodes: undefined }, 'malformed'],
    ['a numeric tree name', { ...exportMenu('Main', cleanMenu()), treeName: 5 }, 'malformed'],
  ])('refuses %s with a clear error', (_, json, code) => {
    expect(() => parseMenuExport(json)).toThrow(MenuImportError);
    expect(() => parseMenuExport(json)).toThrow(expect.objectContaining({ code }) as Error);
  });

  it('leaves out what cannot be imported and says why', () => {
    const file = throughJson(exportMenu('Main', cleanMenu())) as ReturnType<typeof exportMenu>;
    const [n1, n2] = file.nodes;
    const broken = {
      ...file,
      nodes: [n1, { ...n2, speed: 'fast' }, { ...n1 }, { name: 'no id' }],
      keys: [
        ...file.keys.filter((key) => key.nodeId === 'N1'),
        keyOf('K1', 'N1', '9', hangUp),
        keyOf('KZ', 'N1', '1', hangUp),
        keyOf('KY', 'N1', '5', { kind: 'queue' } as never),
      ],
    };
    const { menu, report } = parseMenuExport(broken, { newId: counterIds() });
    expect(report.issues).toEqual([
      { item: 'node', reason: 'invalidNode', index: 1, id: 'N2', field: 'speed' },
      { item: 'node', reason: 'duplicateNodeId', index: 2, id: 'N1' },
      { item: 'node', reason: 'invalidNode', index: 3, field: 'id' },
      { item: 'key', reason: 'keyTargetMissing', index: 1, id: 'K2' },
      { item: 'key', reason: 'duplicateKeyId', index: 4, id: 'K1' },
      { item: 'key', reason: 'duplicateKeyOnNode', index: 5, id: 'KZ' },
      { item: 'key', reason: 'invalidKey', index: 6, id: 'KY', field: 'action.queueId' },
    ]);
    expect(report.imported).toEqual({ nodes: 1, keys: 3 });
    expect(menu.rootNodeId).toBe(menu.nodes[0]!.id);
    expect(menu.keys.map((key) => key.key)).toEqual(['1', 'EMPTY_KEY', 'INVALID_KEY']);
    expect(menu.keys.find((key) => key.key === 'INVALID_KEY')!.action).toEqual({
      kind: 'node',
      nextNodeId: menu.nodes[0]!.id,
    });
  });

  it('drops a key on a missing node and replaces a missing root with the first node', () => {
    const file = exportMenu('Main', cleanMenu());
    const { menu, report } = parseMenuExport(
      { ...file, rootNodeId: 'GONE', keys: [keyOf('KX', 'GONE', '1', hangUp)] },
      { newId: counterIds() },
    );
    expect(report.issues).toEqual([
      { item: 'key', reason: 'keyNodeMissing', index: 0, id: 'KX' },
      { item: 'root', reason: 'rootMissing', id: 'GONE', replacementId: 'new-import-1' },
    ]);
    expect(menu.rootNodeId).toBe('new-import-1');
  });

  it('imports an empty menu as empty', () => {
    const { menu, report } = parseMenuExport(exportMenu('Empty', { rootNodeId: null, nodes: [], keys: [] }));
    expect(menu).toEqual({ rootNodeId: null, nodes: [], keys: [] });
    expect(report.issues).toEqual([]);
  });
});

describe('export then import, on random menus', () => {
  it('brings every menu back whole, under fresh ids', () => {
    fc.assert(
      fc.property(liveMenuArbitrary, (original) => {
        const { menu, report } = parseMenuExport(throughJson(exportMenu('T', original)), {
          newId: counterIds(),
        });
        const rootless = original.rootNodeId === null && original.nodes.length > 0;
        expect(report.issues).toEqual(rootless ? [expect.objectContaining({ reason: 'rootMissing' })] : []);
        const newIds = new Map(
          [...original.nodes, ...original.keys].map((item, index) => [item.id, `new-import-${index + 1}`]),
        );
        const expected = renameCreated(original, newIds);
        expect(canonicalMenu(menu)).toEqual(
          canonicalMenu(rootless ? { ...expected, rootNodeId: expected.nodes[0]!.id } : expected),
        );
      }),
      { numRuns: 500 },
    );
  });
});
