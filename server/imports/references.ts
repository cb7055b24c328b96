/**
 * References written by name in a spreadsheet ("Palermo", "San Martín (Buenos Aires)",
 * "Allianz"): looked up among the records the importer may see, by the target's record label,
 * or by label and qualifier where the target declares one, or by a unique e-mail (a user by
 * "ana@broker.com.ar"), without minding case or accents.
 * Each target is read once per import; a name two records share is refused, never guessed.
 */
import { qualifiedLabel, type Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { foldHeader } from '../../domain/imports';
import { referenceId } from '../../domain/engine/validate';
import { visibleTo, type Store, type Viewer } from '../rest/repository';

type Index = Map<string, (number | string)[]>;

const fold = (text: string) => foldHeader(text.replace(/[()]/g, ' ')) || text.trim().toLowerCase();

export type Resolved = { id: number | string } | { problem: string };

export class ReferenceResolver {
  private readonly indexes = new Map<string, Promise<Index>>();

  constructor(
    private readonly store: Store,
    private readonly viewer: Viewer | null,
  ) {}

  private async labels(entity: Entity): Promise<Map<string, string>> {
    const rows = await visibleTo(this.store.db.selectFrom(entity.table), entity, this.viewer)
      .select(['id', entity.recordLabel])
      .execute();
    return new Map(rows.map((r) => [String(r.id), String(r[entity.recordLabel] ?? '')]));
  }

  private async build(target: Entity): Promise<Index> {
    const index: Index = new Map();
    const add = (key: string, id: number | string) => {
      const folded = fold(key);
      const ids = index.get(folded) ?? [];
      if (!ids.includes(id)) ids.push(id);
      index.set(folded, ids);
    };
    const qualifier = target.recordQualifier;
    // A unique e-mail names one record as surely as its label (an executive by their e-mail).
    const emails = Object.keys(target.fields).filter(
      (name) => target.fields[name].kind === 'email' && target.fields[name].unique,
    );
    const columns = ['id', target.recordLabel, ...(qualifier ? [qualifier] : []), ...emails];
    const rows = await visibleTo(this.store.db.selectFrom(target.table), target, this.viewer)
      .select(columns)
      .execute();
    const field = qualifier ? target.fields[qualifier] : undefined;
    const parents =
      field?.kind === 'reference' ? await this.labels(entityByName(field.target)) : new Map();
    for (const row of rows) {
      const id = typeof row.id === 'number' ? row.id : String(row.id);
      const label = String(row[target.recordLabel] ?? '');
      add(label, id);
      for (const name of emails) if (row[name]) add(String(row[name]), id);
      if (qualifier) add(qualifiedLabel(label, parents.get(String(row[qualifier]))), id);
    }
    return index;
  }

  private indexOf(target: Entity): Promise<Index> {
    let index = this.indexes.get(target.name);
    if (!index) this.indexes.set(target.name, (index = this.build(target)));
    return index;
  }

  /** The id a cell's text names in `target` (an id written as digits stays an id). */
  async resolve(target: Entity, label: string, fieldLabel: string): Promise<Resolved> {
    const text = label.trim();
    const asId = /^\d+$/.test(text) ? referenceId(text) : null;
    if (asId !== null) return { id: asId };
    const ids = (await this.indexOf(target)).get(fold(text)) ?? [];
    if (ids.length === 1) return { id: ids[0] };
    const one = target.label.one.toLowerCase();
    if (!ids.length) return { problem: `${fieldLabel}: no existe ${one} “${text}”.` };
    const how = target.recordQualifier
      ? `escribí “Nombre (${target.fields[target.recordQualifier].label})” o su número`
      : 'escribí su número';
    return {
      problem: `${fieldLabel}: hay ${ids.length} registros de ${target.label.many.toLowerCase()} llamados “${text}”; ${how}.`,
    };
  }
}
