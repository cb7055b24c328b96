/**
 * The buttons of a record's declared actions (entity option `recordActions`, e.g. merging a
 * client with its duplicate), shown to whoever may run them (domain/engine/recordActions.ts, the rule
 * the server applies); each opens the dialog its declaration names.
 */
import { useState, type ComponentType } from 'react';
import { Button, useRecordContext, type RaRecord } from 'react-admin';
import type { Entity, EntityRecordAction } from '../../domain/engine/entity';
import { MERGE_DIALOG } from '../../domain/engine/merge';
import { mayRunRecordAction } from '../../domain/engine/recordActions';
import { MergeDialog } from './MergeDialog';
import { useAccess } from '../../src/access';

export interface RecordActionDialogProps {
  entity: Entity;
  action: EntityRecordAction;
  record: RaRecord;
  onClose: () => void;
}

const dialogs: Record<string, ComponentType<RecordActionDialogProps>> = {
  [MERGE_DIALOG]: MergeDialog,
};

export function RecordActions({ entity }: { entity: Entity }) {
  const record = useRecordContext<RaRecord>();
  const permissions = useAccess();
  const [open, setOpen] = useState<EntityRecordAction | null>(null);
  if (!record) return null;
  const actions = entity.recordActions.filter(
    (action) => dialogs[action.dialog] && mayRunRecordAction(permissions, entity, action),
  );
  const Dialog = open ? dialogs[open.dialog] : null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.action} label={action.label} onClick={() => setOpen(action)} />
      ))}
      {open && Dialog && (
        <Dialog entity={entity} action={open} record={record} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
