/**
 * The asking side of a warm start (providers/warmStart.ts): what a record's page opened by its
 * address needs, asked for while the app starts. It reads the declarations, so it belongs to
 * the signed-in workspace (src/workspace.tsx), not to the login page's code.
 */
import type { DataProvider } from 'react-admin';
import type { AccessLists } from '../domain/engine/access';
import type { Entity } from '../domain/engine/entity';
import { citedRecords, mayReadLabels, referenceResource } from '../domain/engine/referenceLabels';
import { canAccess } from '../domain/routes';
import { keep, manyKey, oneKey } from './warmStart';

export interface WarmPage {
  entity: Entity;
  id: string;
  view: 'show' | 'edit';
  /** The page shows the record's fields (not the form, not another tab): ask for their names. */
  showsFields: boolean;
}

/**
 * Asks for the page's record once the user's access is known (a page they may not open asks
 * for nothing, so no refusal is shown for a request they did not make), then for its names.
 */
export async function warmStart(
  provider: DataProvider,
  page: WarmPage,
  access: Promise<AccessLists | null>,
): Promise<void> {
  const lists = await access;
  const { entity, id } = page;
  if (!canAccess(lists, entity.name, page.view)) return;
  const record = keep(oneKey(entity.name, id), provider.getOne(entity.name, { id }));
  if (!page.showsFields) return;
  try {
    const { data } = await record;
    for (const [target, ids] of citedRecords(entity, data)) {
      if (!mayReadLabels(lists, target)) continue;
      const resource = referenceResource(lists, target);
      const list = [...ids];
      keep(manyKey(resource), provider.getMany(resource, { ids: list }), new Set(list.map(String)));
    }
  } catch {
    // A record that is gone or not theirs: the page, asking for it, shows why.
  }
}
