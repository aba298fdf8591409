import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Self time of a V8 .cpuprofile (from `node --cpu-prof`, e.g. `BENCH_CPU_PROF=dir npm run bench:bff`),
 * summed by function and by package, and the total (self + callees) time of the functions whose name or
 * file matches a pattern, so that a profile can be read and compared without a viewer.
 * Usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=25] [total-time pattern, a RegExp]
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const [file, topArg, totalPattern] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  // A sample's time is the delta to the next sample (the last one has none).
  const delta = profile.timeDeltas[index + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});

const where = (url: string) => {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  if (path.startsWith('node:')) return path;
  return relative(process.cwd(), path);
};
const packageOf = (frame: CallFrame) => {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const place = where(frame.url);
  return place.startsWith('server/') || place.startsWith('src/') || place.startsWith('bench/')
    ? place.split('/').slice(0, 3).join('/')
    : place;
};

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'}  ${where(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const frame = frameOf.get(id)!;
  const name = nameOf(frame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const pkg = packageOf(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  total += us;
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by function', byFunction);
print('self time by package or file', byPackage);

if (totalPattern) {
  // Total time: every sample counts once for each distinct matching function on its stack.
  const pattern = new RegExp(totalPattern);
  const totals = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const name = nameOf(frameOf.get(node)!);
      if (pattern.test(name)) seen.add(name);
    }
    for (const name of seen) totals.set(name, (totals.get(name) ?? 0) + us);
  }
  print(`total time (self + callees) of functions matching /${totalPattern}/`, totals);
}
