/**
 * Front-end weight: `vite build` of an app into a temporary folder, then its initial JavaScript,
 * i.e. what the built index.html makes the browser fetch before anything else (the module
 * script and every modulepreload), raw and gzip-compressed file by file as a server sends them.
 * A collector plugin records the chunk graph, to cross-check the HTML and to tell which of our
 * own modules ride in the initial load (every screen beyond the shell should be lazy).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

export interface BundleFigures {
  name: string;
  raw: number;
  gzip: number;
  files: string[];
  /** Chunks reachable from the entry by static imports, which should be exactly `files`. */
  graphMatchesHtml: boolean;
  lazyChunks: number;
  lazyRaw: number;
  /** The app's own source files (not node_modules) that are part of the initial JavaScript. */
  initialModules: string[];
}

interface Chunk {
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

function collector(chunks: Map<string, Chunk>): Plugin {
  return {
    name: 'bench-chunk-collector',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          isEntry: output.isEntry,
          imports: [...output.imports],
          moduleIds: [...output.moduleIds],
        });
      }
    },
  };
}

/** The module script and the modulepreload links of the built index.html, as outDir paths. */
function htmlInitialFiles(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const module = /type="module"/.test(tag) && /\bsrc="([^"]+)"/.exec(tag);
    const preload = /rel="modulepreload"/.test(tag) && /\bhref="([^"]+)"/.exec(tag);
    const path = (module || preload || [])[1];
    if (path && !/^https?:/.test(path)) found.add(path.replace(/^\//, ''));
  }
  return [...found];
}

function staticClosure(chunks: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file);
  return seen;
}

export async function measureBundle(options: {
  name: string;
  root: string;
  configFile: string;
  outDir: string;
}): Promise<BundleFigures> {
  const chunks = new Map<string, Chunk>();
  await build({
    root: options.root,
    configFile: options.configFile,
    logLevel: 'warn',
    build: { outDir: options.outDir, emptyOutDir: true },
    plugins: [collector(chunks)],
  });
  try {
    const files = htmlInitialFiles(readFileSync(join(options.outDir, 'index.html'), 'utf8'));
    const bytes = files.map((file) => readFileSync(join(options.outDir, file)));
    const closure = staticClosure(chunks);
    const lazy = [...chunks.keys()].filter((file) => !closure.has(file));
    const initialModules = [...closure]
      .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
      .filter((id) => id.startsWith(options.root) && !id.includes('node_modules'))
      .map((id) => relative(options.root, id))
      .sort();
    return {
      name: options.name,
      raw: bytes.reduce((sum, b) => sum + b.length, 0),
      gzip: bytes.reduce((sum, b) => sum + gzipSync(b).length, 0),
      files,
      graphMatchesHtml: closure.size === files.length && files.every((f) => closure.has(f)),
      lazyChunks: lazy.length,
      lazyRaw: lazy.reduce((sum, file) => sum + readFileSync(join(options.outDir, file)).length, 0),
      initialModules,
    };
  } finally {
    rmSync(options.outDir, { recursive: true, force: true });
  }
}

/**
 * Our modules that are screens: components under resources/ and pages. The shell (App, Layout,
 * Menu, the login page every visitor sees first with its frame AuthCard, providers, the resource
 * registry and plain .ts helpers it needs, such as route paths) is allowed up front; its bytes
 * count anyway.
 */
export function eagerScreens(initialModules: string[]): string[] {
  return initialModules.filter(
    (file) =>
      (file.startsWith('resources/') && file.endsWith('.tsx') && file !== 'resources/index.tsx') ||
      (file.startsWith('src/pages/') &&
        file.endsWith('.tsx') &&
        !file.endsWith('LoginPage.tsx') &&
        !file.endsWith('auth/AuthCard.tsx')),
  );
}
