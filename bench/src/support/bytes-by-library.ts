import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** The package a bundled module came from and the module's path in it (after the last node_modules folder). */
export const moduleOf = (source: string): { name: string; file: string } | undefined => {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  return match ? { name: match[1]!, file: match[2]! } : undefined;
};

/** What a script's module came from: a package, webpack's own runtime, or the portal's code. */
const ownerOf = (source: string): string => moduleOf(source)?.name ?? (/webpack\/runtime\//.test(source) ? 'webpack runtime' : 'portal code');

/** Finer: antd by component, the portal's code by app and folder (where a cut would be made). */
const detailedOwnerOf = (source: string): string => {
  const module = moduleOf(source);
  if (module?.name === 'antd') return `antd/${module.file.split('/').slice(0, 2).join('/')}`;
  if (module) return module.name;
  const own = /(host|shared|remote-[a-z]+)\/src\/(.*\/)?/.exec(source);
  return own ? `portal code: ${own[1]}/${own[2] ?? ''}` : ownerOf(source);
};

/**
 * The bytes as served of each script, shared out among the packages its source map names, in
 * proportion to the characters of the script each one's modules take (compression is assumed even
 * across a file: an estimate, good to a few KiB per package).
 */
export async function bytesByLibrary(scripts: { url: string; wire: number }[], detail = false): Promise<Map<string, number>> {
  const owner = detail ? detailedOwnerOf : ownerOf;
  const bytes = new Map<string, number>();
  const add = (owner: string, n: number) => bytes.set(owner, (bytes.get(owner) ?? 0) + n);
  for (const { url, wire } of scripts) {
    const [code, map] = await Promise.all([fetch(url).then((r) => r.text()), fetch(`${url.split('?')[0]}.map`).then((r) => (r.ok ? r.text() : undefined))]);
    if (!map) {
      add('(no source map)', wire);
      continue;
    }
    const lines = code.split('\n');
    const chars = new Map<string, number>();
    let previous: { line: number; column: number; owner: string } | undefined;
    const close = (line: number, column: number) => {
      if (!previous) return;
      const end = line === previous.line ? column : lines[previous.line - 1]!.length;
      chars.set(previous.owner, (chars.get(previous.owner) ?? 0) + Math.max(0, end - previous.column));
    };
    eachMapping(new TraceMap(map, url), (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = { line: mapping.generatedLine, column: mapping.generatedColumn, owner: mapping.source ? owner(mapping.source) : '(unmapped)' };
    });
    close(Number.POSITIVE_INFINITY, 0);
    const total = [...chars.values()].reduce((a, b) => a + b, 0);
    for (const [owner, n] of chars) add(owner, (wire * n) / total);
  }
  return bytes;
}
