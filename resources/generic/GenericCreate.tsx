import { Create } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { detailTabsOf } from '../../domain/engine/detailTabs';
import { findEntity } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { EntityForm, stickyToolbarCard } from './EntityForm';
import { managesMembersOf, membershipDefault } from '../../domain/tenancy';
import { openPath, profileOrganizations, useEntity } from './useEntity';
import { useAccess } from '../../src/access';

/**
 * The tab a record was added from (`?source={"account_id":…}` of a tab's "Agregar" button,
 * DetailTabs.tsx), read back from the declarations: only a tab of the parent's page is a
 * destination, never a path taken from the address.
 */
function originTab(entity: Entity, search: string): string | null {
  let source: unknown;
  try {
    source = JSON.parse(new URLSearchParams(search).get('source') ?? 'null');
  } catch {
    return null;
  }
  if (!source || typeof source !== 'object') return null;
  for (const [field, parentId] of Object.entries(source)) {
    const declared = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
    if (
      declared?.kind !== 'reference' ||
      (typeof parentId !== 'string' && typeof parentId !== 'number')
    )
      continue;
    const parent = findEntity(declared.target);
    // A split tab (a policy's renewals) is the one whose value the new record holds.
    const holds = (filter: Readonly<Record<string, unknown>> = {}) =>
      Object.entries(filter).every(
        ([name, value]) => (source as Record<string, unknown>)[name] === value,
      );
    const tab =
      parent &&
      detailTabsOf(parent).find(
        (t) => t.entity === entity.name && t.field === field && !t.via && holds(t.filter),
      );
    if (tab) return `/${parent.name}/${encodeURIComponent(String(parentId))}/${tab.tab}`;
  }
  return null;
}

/**
 * Whether the writer manages the person just created: one of organizations not all theirs (the
 * first administrator of an organization a product administrator onboards) is out of their
 * sight from then on (domain/tenancy.ts `managesMembersOf`).
 */
function managesCreated(entity: Entity, data: Record<string, unknown> | undefined) {
  const members = entity.membersOf ? data?.[entity.membersOf] : undefined;
  return !Array.isArray(members) || managesMembersOf(profileOrganizations(), members.map(Number));
}

/**
 * A saved record opens where a click on it would (its page with tabs, else its form), unless
 * it was added from a tab of another record's page: then back to that tab, as a broker logging
 * a call from a client's page expects; a person now out of the writer's sight, the list. A new
 * person starts in the writer's working organization, as the server would put them.
 */
export default function GenericCreate() {
  const entity = useEntity();
  const permissions = useAccess();
  const { search } = useLocation();
  const back = originTab(entity, search);
  const defaults = entity.membersOf
    ? { [entity.membersOf]: membershipDefault(profileOrganizations()) }
    : undefined;
  return (
    <Create
      sx={stickyToolbarCard}
      redirect={(resource: string | undefined, id: unknown, data?: Record<string, unknown>) =>
        back ??
        (managesCreated(entity, data)
          ? openPath(permissions, resource ?? entity.name, id)
          : `/${resource ?? entity.name}`)
      }
    >
      <EntityForm entity={entity} defaultValues={defaults} />
    </Create>
  );
}
