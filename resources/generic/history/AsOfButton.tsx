/**
 * «Ver póliza al…» on the page of a record with history (entity option `history`): opens the
 * record as it was on a chosen day (AsOfDialog.tsx, its own chunk with the date picker).
 */
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import type { Entity } from '../../../domain/engine/entity';
import { lazyPart } from '../../../src/lazyPart';
import { asOfLabel } from './asOfLabel';

const AsOfDialog = lazyPart(() => import('./AsOfDialog'), { fallback: null });

export function AsOfButton({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!record || !entity.history) return null;
  return (
    <>
      <Button
        label={`${asOfLabel(entity)}…`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <EventIcon />
      </Button>
      {opened && (
        <AsOfDialog entity={entity} id={record.id} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
