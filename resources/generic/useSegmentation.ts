/**
 * What the "Segmentación" tab reads, as this user may read it. Who may list the segment
 * catalogue (`admin/segmentation`, an administration section) gets every segment with its
 * criteria and branch names; anyone else who opens a client (an executive) reads segments
 * through the labels route (domain/engine/referenceLabels.ts): names only, no colour, criteria or
 * active flag, which is all the API gives them. Saving the client's segment is the generic
 * edit's write: the whole record at the version read, so a stale page gets the 409.
 */
import {
  useGetList,
  useGetMany,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';
import { recordName } from '../../domain/engine/display';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { LABELS_PREFIX, referenceResource } from '../../domain/engine/referenceLabels';
import { byPriority, segmentationMessages, SEGMENTS, type Segment } from '../../domain/segments';
import { labelOf, useReferenceResource } from './useReferenceResource';

/** An organization has a handful of segments; more than this would be a catalogue to page. */
const CATALOGUE_READ = 200;

/** The account's reference to the segment catalogue (`segment_id`). */
export function segmentFieldOf(entity: Entity): string | undefined {
  return Object.entries(entity.fields).find(
    ([, field]) => field.kind === 'reference' && field.target === SEGMENTS,
  )?.[0];
}

const sameId = (a: unknown, b: unknown) => String(a) === String(b);

/** The names of the catalogue's branches; pending while read, so criteria never flicker. */
function useBranchNames(segments: readonly Segment[]) {
  const branches = entityByName(SEGMENTS).fields.branches;
  const target = entityByName(branches.kind === 'referenceList' ? branches.target : '');
  const { resource, labelsOnly } = useReferenceResource(target);
  const ids = [...new Set(segments.flatMap((s) => (s.branches ?? []).map(String)))];
  const { data, isPending } = useGetMany(resource, { ids }, { enabled: ids.length > 0 });
  const names: Record<string, string> = Object.fromEntries(
    (data ?? []).map((b) => [String(b.id), labelsOnly ? labelOf(b) : recordName(target, b)]),
  );
  return { names, pending: ids.length > 0 && isPending };
}

export interface Segmentation {
  /** Still reading (the user's access, the catalogue or the client's segment). */
  pending: boolean;
  failed: boolean;
  /** Every segment in priority order; null when this user may read only their names. */
  catalogue: Segment[] | null;
  branchNames: Record<string, string>;
  /** The client's segment: whole with the catalogue, else its name only. */
  current: Segment | null;
}

export function useSegmentation(segmentId: Identifier | null): Segmentation {
  const { permissions, isPending: accessPending } = usePermissions<AccessLists>();
  const source = referenceResource(permissions, SEGMENTS);
  const detailed = !accessPending && source === SEGMENTS;
  const list = useGetList<Segment & RaRecord>(
    SEGMENTS,
    {
      pagination: { page: 1, perPage: CATALOGUE_READ },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    },
    { enabled: detailed },
  );
  const catalogue = detailed && list.data ? [...list.data].sort(byPriority) : null;
  const listed = catalogue?.find((s) => sameId(s.id, segmentId));
  // Read on its own only when the catalogue cannot tell: names only, or a catalogue too long.
  const readAlone = !accessPending && segmentId !== null && (!detailed || (!!catalogue && !listed));
  // A list by id rather than getMany: the labels route refuses a request without a name or id
  // sort, and getMany sends none (the catalogue's own order is by position).
  const one = useGetList(
    source,
    {
      filter: { id: segmentId === null ? [] : [segmentId] },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: readAlone },
  );
  const branches = useBranchNames(catalogue ?? []);
  const found = one.data?.[0];
  const alone: Segment | undefined =
    found && (detailed ? (found as Segment & RaRecord) : { id: found.id, name: labelOf(found) });
  return {
    pending:
      accessPending ||
      (detailed && list.isPending) ||
      (readAlone && one.isPending) ||
      branches.pending,
    failed: !!list.error || !!one.error,
    catalogue,
    branchNames: branches.names,
    current: listed ?? alone ?? null,
  };
}

/** The segments a user who reads names only may choose from, by name, once the chooser opens. */
export function useSegmentNames(enabled: boolean): Segment[] | null {
  const { data } = useGetList(
    `${LABELS_PREFIX}${SEGMENTS}`,
    { pagination: { page: 1, perPage: CATALOGUE_READ }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  return data ? data.map((r) => ({ id: r.id, name: labelOf(r) })) : null;
}

/** The Spanish text of a failed save, with the field messages a 422 carries. */
function failureText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : '';
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const fields =
    body?.errors && typeof body.errors === 'object' ? Object.values(body.errors).map(String) : [];
  return [message, ...fields].filter(Boolean).join(' ') || 'No se pudo guardar el segmento.';
}

/** Saves the page's record with another segment, at the version the page read. */
export function useSaveSegment(field: string) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const save = (segmentId: Identifier | null, onSaved?: () => void) => {
    if (!record || !resource) return;
    update(
      resource,
      { id: record.id, data: { ...record, [field]: segmentId }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const text = segmentationMessages.changed;
          notify(text, { type: 'success', messageArgs: { _: text } });
          onSaved?.();
          refresh();
        },
        onError: (error) => {
          const text = failureText(error);
          notify(text, { type: 'error', messageArgs: { _: text } });
        },
      },
    );
  };
  return { save, saving: isPending };
}
