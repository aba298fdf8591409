/** A built JavaScript chunk as the bundler reports it: what it imports statically and the CSS it brings. */
export type BuiltChunk = {
  fileName: string;
  /** The source module the chunk was made for (a route's lazy component), absolute, or null. */
  facadeModuleId: string | null;
  imports: string[];
  css: string[];
};

export type FirstLoad = { js: string[]; css: string[] };

/** The scripts and stylesheets index.html names (paths under the build's folder, without the leading /). */
export function htmlReferences(html: string): FirstLoad {
  const attribute = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  return {
    js: [
      ...attribute(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ],
    css: attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

/**
 * What a browser fetches to show a page the first time: what index.html names and everything its scripts
 * import statically, then the lazy chunks of the page's route components (`lazySources`, paths relative to the
 * project that end the chunks' facade module ids) and their static imports, with every CSS file these
 * chunks bring. Vite preloads a lazy chunk's imports and CSS together with it, so all of it is fetched
 * before the page shows.
 */
export function firstLoad(chunks: BuiltChunk[], html: FirstLoad, lazySources: string[]): FirstLoad {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  if (html.js.length === 0) throw new Error('index.html loads no script');
  const roots = html.js.map((fileName) => {
    const chunk = byFile.get(fileName);
    if (!chunk) throw new Error(`index.html names ${fileName}, which the build did not make`);
    return chunk;
  });
  for (const source of lazySources) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
    if (!chunk) throw new Error(`no chunk is made for ${source}: is it still loaded lazily?`);
    roots.push(chunk);
  }
  const js = new Set<string>();
  const pending = roots.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    if (js.has(fileName)) continue;
    js.add(fileName);
    pending.push(...(byFile.get(fileName)?.imports ?? []));
  }
  const css = new Set([...html.css, ...[...js].flatMap((fileName) => byFile.get(fileName)?.css ?? [])]);
  return { js: [...js].sort(), css: [...css].sort() };
}
