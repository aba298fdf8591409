import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files whose bytes compress: code, styles, markup, data. Images, fonts and audio come compressed. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.wasm']);

export type CompressedSizes = { raw: number; br: number; gzip: number };

/**
 * Writes x.br (brotli, best quality) and x.gz (gzip level 9) beside every compressible file under `dir`.
 * Every such file gets both, even the rare one a few bytes too small to shrink, so that the server always
 * has a copy for a browser that accepts br or gzip and never compresses a hashed asset per request.
 * Returns the sizes by path relative to `dir` ('/' between folders).
 */
export function compressAssets(dir: string): Map<string, CompressedSizes> {
  const sizes = new Map<string, CompressedSizes>();
  for (const relative of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(relative))) continue;
    const path = join(dir, relative);
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzip);
    sizes.set(relative, { raw: raw.length, br: br.length, gzip: gzip.length });
  }
  return sizes;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, relative)).isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}
