/**
 * One-off codemod (issue 29 §3): imports of a named entity or enumeration through the barrels
 * (`domain/entities`, `domain/enums`) go to the module that declares it, so no central file
 * has to list every area's names. The barrels keep what is the engine's (`entities`,
 * `entityByName`, `referencesTo`, `findEntity`). Run `npx tsx scripts/named-imports.ts [dir…]`
 * and then `npx prettier --write` and `npx tsc`; delete this file once nothing imports names
 * through a barrel (fixtures mode, rewritten in parallel, is the last).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const entitiesBarrel = join(root, 'domain/entities/index.ts');
const enumsBarrel = join(root, 'domain/enums/index.ts');
const barrelOwn = new Set(['entities', 'findEntity', 'entityByName', 'referencesTo']);

/** Each name a module exports, by the module (without extension). */
function exportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const named = [
    ...text.matchAll(
      /^export (?:declare )?(?:const|let|function\*?|async function|type|interface|enum|class|abstract class) (\w+)/gm,
    ),
  ].map((m) => m[1]);
  const listed = [...text.matchAll(/^export (?:type )?\{([^}]*)\}(?! from)/gm)].flatMap((m) =>
    m[1]
      .split(',')
      .map((s) =>
        s
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type /, ''),
      )
      .filter(Boolean),
  );
  return [...named, ...listed];
}

const owner = new Map<string, Map<string, string>>(); // barrel → name → module
const entityNames = new Map<string, string>();
const entitiesDir = dirname(entitiesBarrel);
for (const file of readdirSync(entitiesDir).filter((f) => /^\w+\.ts$/.test(f) && f !== 'index.ts'))
  for (const name of exportsOf(join(entitiesDir, file)))
    entityNames.set(name, join(entitiesDir, file.replace(/\.ts$/, '')));
owner.set(entitiesBarrel, entityNames);
const enumNames = new Map<string, string>();
for (const line of readFileSync(enumsBarrel, 'utf8').matchAll(/^export \* from '([^']+)';/gm)) {
  const module = resolve(dirname(enumsBarrel), line[1]);
  for (const name of exportsOf(`${module}.ts`)) {
    if (enumNames.has(name)) throw new Error(`${name} exported twice`);
    enumNames.set(name, module);
  }
}
owner.set(enumsBarrel, enumNames);

function barrelOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = resolve(dirname(file), spec);
  for (const barrel of [entitiesBarrel, enumsBarrel])
    if (target === dirname(barrel) || `${target}.ts` === barrel) return barrel;
  return undefined;
}

const relativeTo = (file: string, module: string) => {
  const rel = relative(dirname(file), module);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

function rewrite(file: string): boolean {
  let text = readFileSync(file, 'utf8');
  const before = text;
  // `import * as e from '…/entities'` with `e.name` uses: named imports instead.
  for (const [whole, alias, spec] of text.matchAll(/^import \* as (\w+) from '([^']+)';\n/gm)) {
    if (!barrelOf(file, spec)) continue;
    const used = new Set<string>();
    text = text.replace(new RegExp(`\\b${alias}\\.(\\w+)\\b`, 'g'), (_m, name: string) => {
      used.add(name);
      return name;
    });
    text = text.replace(whole, `import { ${[...used].join(', ')} } from '${spec}';\n`);
  }
  text = text.replace(
    /^import (type )?\{([^}]*)\} from '([^']+)';\n/gm,
    (whole, typeOnly: string | undefined, list: string, spec: string) => {
      const barrel = barrelOf(file, spec);
      if (!barrel) return whole;
      const byModule = new Map<string, string[]>();
      for (const specifier of list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const name = specifier.replace(/^type /, '').split(/\s+as\s+/)[0];
        const module =
          barrel === entitiesBarrel && barrelOwn.has(name)
            ? dirname(barrel)
            : owner.get(barrel)!.get(name);
        if (!module) throw new Error(`${file}: ${name} not found behind ${spec}`);
        byModule.set(module, [...(byModule.get(module) ?? []), specifier]);
      }
      return [...byModule]
        .map(
          ([module, names]) =>
            `import ${typeOnly ?? ''}{ ${names.join(', ')} } from '${relativeTo(file, module)}';\n`,
        )
        .join('');
    },
  );
  if (text === before) return false;
  writeFileSync(file, text);
  return true;
}

const skip = (process.env.SKIP ?? '').split(',').filter(Boolean);
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !skip.some((dir) => f.startsWith(dir)))
  .filter((f) => process.argv.length <= 2 || process.argv.slice(2).some((d) => f.startsWith(d)));
let changed = 0;
for (const f of files) if (rewrite(join(root, f))) changed++;
console.log(`${changed} files rewritten`);
