/**
 * A record page's title, «Endoso 1 (171-17-9974224)»: react-admin's own title of the page
 * followed, as pickers write it, by the record the entity's name is qualified by
 * (`recordQualifier`), so that a page whose name is only a number says whose it is. The
 * qualifier's name shows once it has arrived; while it loads, or if it cannot be read, the
 * title is react-admin's alone.
 */
import {
  useGetManyAggregate,
  useGetResourceLabel,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { recordName } from '../../domain/engine/display';
import { qualifiedLabel, type Entity } from '../../domain/engine/entity';
import { labelQualifier } from '../../domain/engine/referenceLabels';
import { labelOf, useReferenceResource } from './useReferenceResource';

/** The title for `entity`'s pages, or react-admin's default when its name has no qualifier. */
export const recordPageTitle = (entity: Entity, page: 'show' | 'edit') =>
  labelQualifier(entity) ? <RecordPageTitle entity={entity} page={page} /> : undefined;

export function RecordPageTitle({ entity, page }: { entity: Entity; page: 'show' | 'edit' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const qualifier = labelQualifier(entity);
  const source = useReferenceResource(qualifier?.entity ?? entity);
  const id = qualifier && record ? record[qualifier.field] : undefined;
  const cited = useGetManyAggregate(
    source.resource,
    { ids: id == null ? [] : [id as string] },
    { enabled: id != null },
  ).data?.find((row) => row?.id === id);
  if (!record) return null;
  const title = translate(`ra.page.${page}`, {
    name: resourceLabel(entity.name, 1),
    recordRepresentation: recordName(entity, record),
  });
  if (!cited || !qualifier) return <span>{title}</span>;
  const name = source.labelsOnly ? labelOf(cited) : recordName(qualifier.entity, cited);
  return <span>{qualifiedLabel(title, name)}</span>;
}
