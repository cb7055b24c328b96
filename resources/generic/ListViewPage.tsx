/**
 * The page of a named list (domain/engine/listViews.ts) at `/{name}/{path}`, e.g. the insurers'
 * coverages still unmatched: the entity's generated list reading the view's own route.
 */
import { listViewOf } from '../../domain/engine/listViews';
import { EntityList } from './GenericList';
import { useEntity } from './useEntity';

export default function ListViewPage({ path }: { path: string }) {
  const view = listViewOf(useEntity(), path);
  return view ? <EntityList listView={view} /> : null;
}
