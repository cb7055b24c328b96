// @vitest-environment node
/**
 * The shell (main.tsx, App.tsx: the login and the public pages) carries none of the areas'
 * declarations: they arrive with the signed-in workspace (src/workspace.tsx), a part of its own.
 * Read from esbuild's module graph of the entry, packages left out: what the entry's chunk and
 * the chunks it imports statically hold is what the login page needs before it shows.
 */
import { describe, expect, it } from 'vitest';
import { build, type Metafile } from 'esbuild';

async function moduleGraph(): Promise<Metafile> {
  const result = await build({
    entryPoints: ['src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    outdir: 'shell-graph',
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The source files in the entry's chunk and in every chunk it imports statically. */
function staticInputs(metafile: Metafile): string[] {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === 'src/main.tsx');
  const seen = new Set<string>();
  const pending = entry ? [entry] : [];
  while (pending.length) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name].imports)
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
  }
  return [...seen].flatMap((name) => Object.keys(outputs[name].inputs));
}

/**
 * What the shell may hold of our own code: its own files, the providers, the engine's plain
 * modules (access, messages, the registry that finds entities once the workspace has
 * registered them) and three plain domain modules. A declaration, a resource, the layout or a
 * screen found here has joined the login page's load.
 */
const shellFiles =
  /^(src\/(main|App|config|lazyPart|errorReporting|theme|workspacePart)\.tsx?|src\/pages\/(LoginPage|homeRequests|auth\/AuthCard)\.tsx?|src\/layout\/(IdleLogout|DocumentTitle)\.tsx|providers\/.+|domain\/engine\/.+|domain\/(constants|brand|menuGroups)\.ts)$/;

describe('the shell', () => {
  it('loads the workspace and its declarations apart from the login page', async () => {
    const metafile = await moduleGraph();
    const shell = staticInputs(metafile);
    expect(shell).toContain('src/pages/LoginPage.tsx');
    expect(shell).toContain('providers/authProvider.ts');
    expect(shell.filter((file) => !shellFiles.test(file))).toEqual([]);
    // …and they are still part of the app, reached from the shell by a dynamic import.
    const everything = Object.keys(metafile.inputs);
    expect(everything).toContain('src/workspace.tsx');
    expect(everything).toContain('domain/areas.ts');
  });
});
