/**
 * "Agregar tarea" on a clicked day or time: the entity's own form (EntityForm, the same
 * validation and fields as its create screen) in a dialog, the date (and the responsible chosen
 * in the filter, and on a client's page the client) already filled in, so the person stays on
 * the agenda.
 */
import { Dialog, DialogTitle, Toolbar } from '@mui/material';
import { CreateBase, SaveButton, Button as RaButton, useNotify } from 'react-admin';
import CloseIcon from '@mui/icons-material/Close';
import { rescheduledValue, type AgendaSource } from '../../domain/agenda';
import { entityByName } from '../../domain/entities';
import { EntityForm } from '../generic/EntityForm';
import { texts, whenText } from './texts';

interface NewItemDialogProps {
  source: AgendaSource;
  at: Date;
  allDay: boolean;
  person: string | number | null;
  /** Other values filled in: the record a page's agenda is about (`{ account_id: … }`). */
  preset?: Record<string, unknown>;
  onClose: () => void;
}

export function NewItemDialog(props: NewItemDialogProps) {
  const { source, at, allDay, person, preset, onClose } = props;
  const notify = useNotify();
  const entity = entityByName(source.entity);
  const when = whenText(at, allDay);
  const defaults = {
    ...preset,
    [source.at]: rescheduledValue(source, at),
    ...(source.person && person !== null ? { [source.person]: person } : {}),
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="agenda-new-item">
      <DialogTitle id="agenda-new-item">{texts.newItemAt(entity.label.one, when)}</DialogTitle>
      <CreateBase
        resource={entity.name}
        record={defaults}
        redirect={false}
        mutationOptions={{
          onSuccess: (record: Record<string, unknown>) => {
            const saved = typeof record[source.at] === 'string' ? String(record[source.at]) : '';
            const text = texts.created(
              String(record[source.title] ?? ''),
              saved ? whenText(new Date(saved), allDay) : when,
            );
            notify(text, { type: 'success', messageArgs: { _: text } });
            onClose();
          },
        }}
      >
        <EntityForm
          entity={entity}
          warnWhenUnsavedChanges={false}
          toolbar={
            <Toolbar sx={{ gap: 1, borderTop: 1, borderColor: 'divider' }}>
              <SaveButton label={texts.save} />
              <RaButton label={texts.cancel} onClick={onClose}>
                <CloseIcon />
              </RaButton>
            </Toolbar>
          }
        />
      </CreateBase>
    </Dialog>
  );
}
