/**
 * How a reference (one record or a list of them) reads in lists and record pages: the record's
 * name linking to its page, with its qualifier, or only the name when the user reads the
 * target through its labels route (useReferenceResource.ts).
 */
import {
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useRecordContext,
  useReferenceFieldContext,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { Chip, Typography } from '@mui/material';
import { recordName } from '../../domain/engine/display';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { reference, type Field } from '../../domain/engine/fields';
import { isBlank } from '../../domain/engine/display';
import { labelQualifier } from '../../domain/engine/referenceLabels';
import { labelIsIdentifier } from '../../domain/engine/copyable';
import { openPath } from './useEntity';
import { labelOf, useReferenceResource } from './useReferenceResource';
import { ReachLinks } from './ReachLinks';
import { useAccess } from '../../src/access';

/** An identifier (a policy number) reads whole: a narrow column wraps the row instead. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const nameOf = (target: Entity) => (r: RaRecord) => recordName(target, r);

const NotVisible = () => (
  <Typography component="span" variant="body2" color="text.secondary">
    {referenceViewTexts.notVisible}
  </Typography>
);

export const referenceViewTexts = { notVisible: 'No visible con tus permisos' } as const;

interface ReferenceViewProps {
  name: string;
  field: Field;
  /** On a record's page: the cited record's ways to reach it follow its name (`reachBy`). */
  detail?: boolean;
}

export function ReferenceView({ name, field, detail }: ReferenceViewProps) {
  const target = entityByName(field.kind === 'reference' ? field.target : '');
  const { resource, labelsOnly } = useReferenceResource(target);
  const permissions = useAccess();
  const record = useRecordContext();
  // react-admin shows `empty` for a blank value too: only a value the user cannot read says so.
  const outOfSight = detail && !isBlank(record?.[name]);
  const cited = (
    <ReferenceField
      source={name}
      label={field.label}
      reference={resource}
      link={labelsOnly ? false : (record) => openPath(permissions, target.name, record.id)}
      // On a page, a cited record out of the user's sight says so rather than leave a blank
      // (a subscriber's request cites a client of the executive's portfolio).
      empty={outOfSight ? <NotVisible /> : undefined}
    >
      <FunctionField
        render={labelsOnly ? labelOf : nameOf(target)}
        sx={labelIsIdentifier(target) ? NO_WRAP : undefined}
      />
      {!labelsOnly && <Qualifier target={target} />}
    </ReferenceField>
  );
  const orElse = field.kind === 'reference' ? field.orElse : undefined;
  if (orElse && !detail)
    // Empty: the other reference in its place, said what it is ("García, Ana (lead)").
    return (
      <WithRecord
        render={(r: RaRecord) =>
          isBlank(r[name]) && !isBlank(r[orElse.source]) ? (
            <span>
              <ReferenceView
                name={orElse.source}
                field={reference({ label: field.label, target: orElse.target })}
              />{' '}
              ({orElse.note})
            </span>
          ) : (
            cited
          )
        }
      />
    );
  if (!detail || labelsOnly || !target.reachBy.length) return cited;
  // Outside the name's link (a link cannot hold another); the same record, read once.
  return (
    <span>
      {cited}
      <ReferenceField source={name} reference={resource} link={false}>
        <ReachLinks target={target} />
      </ReferenceField>
    </span>
  );
}

export function ReferenceListView({ name, field }: ReferenceViewProps) {
  const target = entityByName(
    field.kind === 'referenceList' || field.kind === 'memberList' ? field.target : '',
  );
  const { resource, labelsOnly } = useReferenceResource(target);
  const text = labelsOnly ? labelOf : nameOf(target);
  return (
    <ReferenceArrayField source={name} label={field.label} reference={resource}>
      <SingleFieldList linkType={false}>
        <FunctionField render={(r: RaRecord) => <Chip size="small" label={text(r)} />} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/**
 * The parent that tells equal names apart, after a referenced record's name (see
 * `recordQualifier`): "San Martín (Buenos Aires)". One batched request for the whole page.
 */
function Qualifier({ target }: { target: Entity }) {
  // Asked for only once the page's batch of referenced records has arrived: a record already
  // in the cache would otherwise ask for its parent alone, a second request for the resource.
  const { isFetching } = useReferenceFieldContext();
  const qualifier = labelQualifier(target);
  if (!qualifier) return null;
  return <QualifierOf parent={qualifier.entity} source={qualifier.field} ready={!isFetching} />;
}

/** The qualifier's own record, read where this user may read it (its labels route, maybe). */
function QualifierOf({
  parent,
  source,
  ready,
}: {
  parent: Entity;
  source: string;
  ready: boolean;
}) {
  const { resource, labelsOnly } = useReferenceResource(parent);
  const name = labelsOnly ? labelOf : nameOf(parent);
  return (
    <ReferenceField
      source={source}
      reference={resource}
      link={false}
      queryOptions={{ enabled: ready }}
    >
      <FunctionField render={(r: RaRecord) => ` (${name(r)})`} />
    </ReferenceField>
  );
}
