/**
 * Where a reference's records are read from for the logged-in user (domain/engine/referenceLabels.ts):
 * the target's own list, or its labels route (`{ id, label }` only) when the user uses a section
 * citing the target without administering it: an executive sees the producer of an account.
 */
import { type RaRecord } from 'react-admin';
import type { Entity } from '../../domain/engine/entity';
import { isLabelsResource, referenceResource } from '../../domain/engine/referenceLabels';
import { useAccess } from '../../src/access';

export interface ReferenceSource {
  resource: string;
  /** Records carry only `label`: no page to link to, no qualifier to look up. */
  labelsOnly: boolean;
}

export function useReferenceResource(target: Entity): ReferenceSource {
  const permissions = useAccess();
  const resource = referenceResource(permissions, target.name);
  return { resource, labelsOnly: isLabelsResource(resource) };
}

/** The name of a record read from a labels route. */
export const labelOf = (record: RaRecord | undefined) => String(record?.label ?? '');
