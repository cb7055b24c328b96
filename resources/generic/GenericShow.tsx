import {
  Button,
  LinkBase,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import type { ReactNode } from 'react';
import { useAccess } from '../../src/access';
import type { AccessLists } from '../../domain/engine/access';
import { canAccess } from '../../domain/engine/routeAccess';
import EditIcon from '@mui/icons-material/Edit';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { isLocked, type Entity } from '../../domain/engine/entity';
import { DetailTabs, useDetailTabs } from './DetailTabs';
import { StatusActions } from './StatusActions';
import { EntityListButton } from './EntityListButton';
import { RecordActions } from './recordActions';
import { DuplicateReviewPanel } from './DuplicateReviewPanel';
import { RecordHeader } from './recordPanels';
import { AsOfButton } from './history/AsOfButton';
import { entityFieldViews, RecordFields } from './entityFieldViews';
import { CardContent } from '@mui/material';
import { editPath, useEntity, useMayDo } from './useEntity';
import { screenAreas } from '../areas';
import { recordPageTitle } from './RecordPageTitle';

/**
 * "Editar" to the spec's `/{resource}/{id}/edit`: react-admin's EditButton links
 * `/{resource}/{id}`, which on a record with tabs is this very page.
 */
function EditPageButton({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  // A locked record (a primary role, a converted lead) is changed by nobody.
  if (!record || isLocked(entity, record)) return null;
  return (
    <Button component={LinkBase} label="ra.action.edit" to={editPath(entity.name, record.id)}>
      <EditIcon />
    </Button>
  );
}

/** "Abrir en el asistente": the wizard that edits the record (entity option `wizard`). */
function WizardButton({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const access = useAccess();
  const link = record && entity.wizard?.link(record);
  // Whoever may change its records, as the wizard's routes ask (a record written only by the
  // product, such as a contract request, is still completed through its wizard).
  if (!record || !link || !entity.wizard || !canAccess(access, entity.name, 'edit')) return null;
  const button = <WizardLink label={entity.wizard.label} to={link} />;
  const refusal = entity.wizard.refusal;
  return refusal && access ? (
    <IfWorker record={record} refusal={refusal} access={access}>
      {button}
    </IfWorker>
  ) : (
    button
  );
}

const WizardLink = ({ label, to }: { label: string; to: string }) => (
  <Button component={LinkBase} label={label} to={to}>
    <AutoFixHighIcon />
  </Button>
);

/** The wizard's own rule of who works the record (a request's emission is its subscriber's). */
function IfWorker(props: {
  record: Record<string, unknown>;
  refusal: NonNullable<NonNullable<Entity['wizard']>['refusal']>;
  access: AccessLists;
  children: ReactNode;
}) {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const user = { id: Number(identity.id), access: props.access };
  return props.refusal(props.record, user) ? null : props.children;
}

/** The buttons the areas add to a resource's record page (resources/area.ts `recordButtons`). */
const areaButtons = (name: string) =>
  screenAreas.flatMap((area) => (area.recordButtons?.[name] ? [area.recordButtons[name]] : []));

function ShowActions({ entity }: { entity: Entity }) {
  const mayEdit = useMayDo('edit');
  const buttons = areaButtons(entity.name);
  return (
    // Many status moves wrap onto a second line instead of widening the page (the layout
    // sizes itself to its content: zero width, then the whole row).
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5, width: 0, minWidth: '100%' }}>
      <StatusActions entity={entity} />
      <RecordActions entity={entity} />
      <WizardButton entity={entity} />
      {entity.history && <AsOfButton entity={entity} />}
      {buttons.map((AreaButton, n) => (
        <AreaButton key={n} />
      ))}
      <EntityListButton />
      {mayEdit && <EditPageButton entity={entity} />}
    </TopToolbar>
  );
}

/** Every declared field, then when the record was created and last changed. */
export function EntityShowLayout({ entity }: { entity: Entity }) {
  return <SimpleShowLayout>{entityFieldViews(entity)}</SimpleShowLayout>;
}

export default function GenericShow() {
  const entity = useEntity();
  const tabs = useDetailTabs(entity);
  return (
    <Show
      actions={<ShowActions entity={entity} />}
      // A name qualified by another record («Endoso 1» of which policy) says it in the title.
      title={recordPageTitle(entity, 'show')}
    >
      {entity.duplicateReview && <DuplicateReviewPanel entity={entity} />}
      {entity.header && <RecordHeader entity={entity} />}
      {tabs.length || entity.panels.length ? (
        <DetailTabs entity={entity} tabs={tabs} />
      ) : entity.statusMachine ? (
        // A record page without tabs (a lead): its fields laid out as the "Datos" tab does.
        <CardContent>
          <RecordFields entity={entity} />
        </CardContent>
      ) : (
        <EntityShowLayout entity={entity} />
      )}
    </Show>
  );
}
