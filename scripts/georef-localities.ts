/**
 * `npx tsx scripts/georef-localities.ts <localidades.json> <provincias.json>`: writes
 * fixtures/georef/localities-ar.json from a dump of the georef API (Servicio de Normalización de
 * Datos Geográficos, datos.gob.ar, CC BY 4.0; see fixtures/georef/README.md for the copy used).
 *
 * The output is compact on purpose: province ISO code → department (partido) → locality names,
 * sorted, each (province, department, name) once. The seed turns it into rows (fixtures/locations.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

type Named = { id?: string; nombre: string };
type Locality = Named & { provincia: Named; departamento: Named };
type Province = Named & { iso_id: string };

const [localitiesFile, provincesFile] = process.argv.slice(2);
if (!localitiesFile || !provincesFile) {
  console.error('Usage: npx tsx scripts/georef-localities.ts <localidades.json> <provincias.json>');
  process.exit(2);
}

const provinces = (JSON.parse(readFileSync(provincesFile, 'utf8')) as { provincias: Province[] })
  .provincias;
const isoByName = new Map(provinces.map((p) => [p.nombre, p.iso_id]));
const localities = (JSON.parse(readFileSync(localitiesFile, 'utf8')) as { localidades: Locality[] })
  .localidades;

const tree: Record<string, Record<string, Set<string>>> = {};
const seen = new Set<string>();
for (const locality of localities) {
  const iso = isoByName.get(locality.provincia.nombre);
  const department = locality.departamento?.nombre?.trim();
  const name = locality.nombre.trim();
  if (!iso || !department || !name) throw new Error(`Incomplete row: ${JSON.stringify(locality)}`);
  // The georef list repeats a place once per census category (entity and simple locality).
  const key = `${iso}|${department}|${name}`.toLocaleLowerCase('es');
  if (seen.has(key)) continue;
  seen.add(key);
  ((tree[iso] ??= {})[department] ??= new Set()).add(name);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'es');
const sorted = Object.fromEntries(
  Object.keys(tree)
    .sort()
    .map((iso) => [
      iso,
      Object.fromEntries(
        Object.keys(tree[iso])
          .sort(byName)
          .map((department) => [department, [...tree[iso][department]].sort(byName)]),
      ),
    ]),
);
const out = fileURLToPath(new URL('../fixtures/georef/localities-ar.json', import.meta.url));
// As the repository's Prettier would write it: one name a line, readable in a diff.
writeFileSync(out, await format(JSON.stringify(sorted), { parser: 'json', printWidth: 100 }));
console.log(`${out}: ${Object.keys(sorted).length} provincias, ${seen.size} localidades.`);
