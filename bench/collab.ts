import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { readDraft } from '../src/core/ivr/draft-doc/read-draft';
import { writeBase, writeDraft } from '../src/core/ivr/draft-doc/write-draft';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '../server/db/test-support/postgres-test-schema';
import { LiveEditor } from '../server/bff/test-support/live-editor';
import { bigMenu, newTree, seed, talkNode } from './support/collab-draft';
import { machineLoad } from './support/load';
import {
  signIn,
  startBffProcess,
  startSandboxProcess,
  type BffBenchProcess,
  type SandboxProcess,
} from './support/processes';

/**
 * Live co-editing of one IVR draft: EDITORS headless editors (y-websocket's WebsocketProvider over `ws`,
 * the protocol the designer's browser speaks) each make EDITS_PER_SECOND edits a second in a fixed mix —
 * prompt text 40 %, key add/remove 20 %, node add/delete 20 %, card move 20 % — on a NODES-node draft for
 * SECONDS, first all on one BFF (SQLite, the default deployment), then split over two BFFs sharing
 * PostgreSQL. Each edit is timed until it shows on an editor connected to the other half (the other
 * instance in the second run). Afterwards: edits never seen or missing from a fresh read (lost), whether
 * every replica and a fresh reader hold the same document (converged), the BFFs' CPU and memory per
 * editor. A 5,000-node draft is then loaded and synced once.
 */
const EDITORS = Number(process.env.BENCH_COLLAB_EDITORS ?? 20);
const EDITS_PER_SECOND = Number(process.env.BENCH_COLLAB_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_COLLAB_SECONDS ?? 60);
const NODES = Number(process.env.BENCH_COLLAB_NODES ?? 500);
const BIG_NODES = Number(process.env.BENCH_COLLAB_BIG_NODES ?? 5000);

/** One edit: what shows it arrived, and what it was about (a later edit of the same target supersedes it). */
type Probe = { sentAt: number; target: string; seen: (doc: Y.Doc) => boolean; seenAt?: number };
type RunFigures = {
  p50: number;
  p95: number;
  edits: number;
  lost: number;
  converged: boolean;
  cpuPerEditor: number;
  rssPerEditorMb: number;
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

/** One editor's edit loop over the nodes it owns (k % EDITORS === index), so its probes are its own. */
function editLoop(index: number, editor: LiveEditor, probesFor: Probe[]) {
  const doc = editor.doc;
  const nodes = doc.getMap<Y.Map<unknown>>('nodes');
  const keys = doc.getMap<Y.Map<unknown>>('keys');
  const positions = doc.getMap<{ x: number; y: number }>('positions');
  const owned = Array.from(
    { length: Math.ceil(NODES / EDITORS) },
    (_, j) => `new-n${index + j * EDITORS}`,
  ).filter((id) => Number(id.slice(5)) < NODES);
  let count = 0;
  let addedKey: string | null = null;
  let addedNode: string | null = null;
  const edit = () => {
    const n = count++;
    const slot = n % 10;
    const node = owned[n % owned.length]!;
    const at = performance.now();
    if (slot < 4) {
      const text = `Lời chào ${index}-${n}`;
      doc.transact(() => nodes.get(node)!.set('playContent', text), editor.origin);
      probesFor.push({
        sentAt: at,
        target: `prompt:${node}`,
        seen: (d) => d.getMap<Y.Map<unknown>>('nodes').get(node)?.get('playContent') === text,
      });
    } else if (slot < 6) {
      if (addedKey) {
        const gone = addedKey;
        doc.transact(() => keys.delete(gone), editor.origin);
        probesFor.push({ sentAt: at, target: gone, seen: (d) => !d.getMap('keys').has(gone) });
        addedKey = null;
      } else {
        const id = `new-e${index}-k${n}`;
        doc.transact(() => {
          const key = new Y.Map<unknown>();
          key.set('nodeId', node);
          key.set('key', '9');
          key.set('action', { kind: 'hangup' });
          keys.set(id, key);
        }, editor.origin);
        probesFor.push({ sentAt: at, target: id, seen: (d) => d.getMap('keys').has(id) });
        addedKey = id;
      }
    } else if (slot < 8) {
      if (addedNode) {
        const gone = addedNode;
        doc.transact(() => {
          nodes.delete(gone);
          positions.delete(gone);
        }, editor.origin);
        probesFor.push({ sentAt: at, target: gone, seen: (d) => !d.getMap('nodes').has(gone) });
        addedNode = null;
      } else {
        const id = `new-e${index}-n${n}`;
        doc.transact(() => {
          const entry = new Y.Map<unknown>();
          for (const [field, value] of Object.entries(talkNode(id, `Mới ${n}`)))
            if (field !== 'id') entry.set(field, value);
          nodes.set(id, entry);
          positions.set(id, { x: n, y: index });
        }, editor.origin);
        probesFor.push({ sentAt: at, target: id, seen: (d) => d.getMap('nodes').has(id) });
        addedNode = id;
      }
    } else {
      const x = index * 100_000 + n;
      doc.transact(() => positions.set(node, { x, y: n }), editor.origin);
      probesFor.push({
        sentAt: at,
        target: `move:${node}`,
        seen: (d) => d.getMap<{ x: number }>('positions').get(node)?.x === x,
      });
    }
  };
  return edit;
}

async function run(
  label: string,
  origins: string[],
  cookie: string,
  bffs: BffBenchProcess[],
): Promise<RunFigures> {
  const treeId = await newTree(origins[0]!, cookie);
  const seedMs = await seed(origins[0]!, cookie, treeId, NODES);
  console.log(`${label}: ${NODES}-node draft seeded and read back in ${seedMs.toFixed(0)} ms`);
  const editors: LiveEditor[] = [];
  for (let i = 0; i < EDITORS; i++) {
    const origin = origins[Math.floor((i * origins.length) / EDITORS)]!;
    editors.push(await LiveEditor.open({ origin, treeId, cookie }, 60_000));
  }
  await Promise.all(
    editors.map((editor) => editor.until(() => editor.doc.getMap('nodes').size >= NODES, 60_000)),
  );
  // Editor i's edits are watched on editor i + EDITORS/2: the other instance when there are two.
  const probes: Probe[][] = editors.map(() => []);
  editors.forEach((_, i) => {
    const observer = editors[(i + EDITORS / 2) % EDITORS]!;
    const mine = probes[i]!;
    observer.doc.on('update', () => {
      const now = performance.now();
      for (const probe of mine)
        if (probe.seenAt === undefined && probe.seen(observer.doc)) probe.seenAt = now;
    });
  });
  const usageBefore = await Promise.all(bffs.map((bff) => bff.ask<{ cpuMs: number; rss: number }>('usage')));
  const started = performance.now();
  const timers = editors.map((editor, i) => {
    const edit = editLoop(i, editor, probes[i]!);
    const every = 1000 / EDITS_PER_SECOND;
    const first = setTimeout(
      () => {
        edit();
        timers[i] = setInterval(edit, every);
      },
      (every * i) / EDITORS,
    );
    return first;
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  timers.forEach((timer) => clearInterval(timer));
  const elapsed = (performance.now() - started) / 1000;
  const usageAfter = await Promise.all(bffs.map((bff) => bff.ask<{ cpuMs: number; rss: number }>('usage')));

  // Quiet: every probe seen, or 15 s.
  const all = probes.flat();
  const deadline = Date.now() + 15_000;
  while (all.some((probe) => probe.seenAt === undefined) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const unseen = all.filter((probe) => probe.seenAt === undefined).length;
  const latencies = all
    .filter((probe) => probe.seenAt !== undefined)
    .map((probe) => probe.seenAt! - probe.sentAt);

  // Converged: every replica and a fresh reader (what the database holds) read the same draft.
  const fresh = await LiveEditor.open({ origin: origins[origins.length - 1]!, treeId, cookie }, 60_000);
  const final = JSON.stringify(readDraft(fresh.doc));
  const settleBy = Date.now() + 15_000;
  let converged = false;
  while (!converged && Date.now() < settleBy) {
    converged = editors.every((editor) => JSON.stringify(readDraft(editor.doc)) === final);
    if (!converged) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Lost: the last edit of each target (a prompt, a card, a key, a node) that the fresh reader lacks.
  const lastOf = new Map<string, Probe>();
  for (const probe of all) lastOf.set(probe.target, probe);
  const missing = [...lastOf.values()].filter((probe) => !probe.seen(fresh.doc)).length;
  fresh.close();
  for (const editor of editors) editor.close();

  const cpuMs = usageAfter.reduce((sum, usage, i) => sum + usage.cpuMs - usageBefore[i]!.cpuMs, 0);
  const rss = usageAfter.reduce((sum, usage) => sum + usage.rss, 0);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    edits: all.length,
    lost: unseen + missing,
    converged,
    cpuPerEditor: cpuMs / elapsed / 10 / EDITORS,
    rssPerEditorMb: rss / 1024 / 1024 / EDITORS,
  };
}

function report(label: string, figures: RunFigures) {
  console.log(
    `${label}: ${figures.edits} edits by ${EDITORS} editors in ${SECONDS} s — edit to remote visible p50 ` +
      `${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms; lost ${figures.lost}; converged ` +
      `${figures.converged ? 'yes' : 'no'}; BFF CPU ${figures.cpuPerEditor.toFixed(2)} % of a core per editor, ` +
      `RSS ${figures.rssPerEditorMb.toFixed(1)} MB per editor; ${machineLoad()}`,
  );
}

async function bigDraft(origin: string, cookie: string) {
  const treeId = await newTree(origin, cookie);
  const took = await seed(origin, cookie, treeId, BIG_NODES);
  const doc = new Y.Doc();
  writeDraft(doc, { menu: bigMenu(BIG_NODES), positions: {} }, null);
  writeBase(doc, bigMenu(0), null);
  console.log(
    `${BIG_NODES}-node draft: stored, loaded by a new editor and synced in ${took.toFixed(0)} ms ` +
      `(document ${(Y.encodeStateAsUpdate(doc).byteLength / 1024).toFixed(0)} KiB); ${machineLoad()}`,
  );
}

let sandbox: SandboxProcess | null = null;
const started: BffBenchProcess[] = [];
const schema = uniqueSchemaName('sb_collab');
const withPostgres = await postgresReachable();
try {
  sandbox = await startSandboxProcess();
  const single = await startBffProcess(sandbox);
  started.push(single);
  const cookie = await signIn(single.origin, 'bench-admin');
  const one = await run('one instance (SQLite)', [single.origin], cookie, [single]);
  report('one instance (SQLite)', one);
  await single.stop();
  started.length = 0;

  let two: RunFigures | null = null;
  if (withPostgres) {
    process.env.DATABASE_URL = TEST_DATABASE_URL;
    process.env.DATABASE_SCHEMA = schema;
    const a = await startBffProcess(sandbox);
    started.push(a);
    const b = await startBffProcess(sandbox);
    started.push(b);
    const shared = await signIn(a.origin, 'bench-admin');
    two = await run('two instances (PostgreSQL)', [a.origin, b.origin], shared, [a, b]);
    report('two instances (PostgreSQL)', two);
  } else console.log('two instances: skipped, PostgreSQL is not reachable');
  await bigDraft(
    started[0]?.origin ?? '',
    started[0] ? await signIn(started[0].origin, 'bench-admin') : '',
  ).catch((error: unknown) => console.log(`${BIG_NODES}-node draft: FAILED (${String(error)})`));
  const lost = one.lost + (two?.lost ?? 0);
  const converged = one.converged && (two?.converged ?? true);
  console.log(
    `collab: lost ${lost}, converged ${converged ? 'yes' : 'no'}, p95 ${one.p95.toFixed(0)} ms one instance, ` +
      `p95 ${two ? two.p95.toFixed(0) : 'n/a'} ms two instances`,
  );
} finally {
  for (const bff of started) await bff.stop();
  await sandbox?.stop();
  if (withPostgres) await dropSchema(schema).catch(() => {});
}
