/**
 * The buttons of a record's status machine (domain/engine/statusMachine.ts) on its page: only the
 * transitions its current status allows and the user may run, the same rule the server
 * applies; one refused while other records are there (`refusedWhile`) is disabled, saying why.
 * One that asks for a reason opens a dialog with the reasons; one with a question asks it
 * first; one with input of its own (a call back's time) asks for it in a dialog; one whose
 * input is chosen on a screen of its own (the quote an acceptance chooses) goes there. The
 * record is read again afterwards, so its page shows the new status.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Confirm,
  LinkBase,
  useGetIdentity,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { Entity } from '../../domain/engine/entity';
import {
  availableTransitions,
  reasonNeedsNote,
  type StatusTransition,
} from '../../domain/engine/statusMachine';
import { canAccess } from '../../domain/engine/routeAccess';
import { apiRequest } from '../../providers/httpClient';
import { CommandInputDialog } from './CommandInputDialog';
import { apiV1 } from '../../src/config';
import { useAccess } from '../../src/access';

function ReasonDialog({
  entity,
  transition,
  onClose,
  onChoose,
}: {
  entity: Entity;
  transition: StatusTransition;
  onClose: () => void;
  onChoose: (reason: number, note?: string) => void;
}) {
  const [reason, setReason] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const noteField = entity.statusMachine!.reasonNote;
  // "Otro motivo" asks for the user's own words (the server refuses it without them).
  const asksNote = reason !== '' && !!noteField && reasonNeedsNote(entity, reason);
  const field = entity.fields[entity.statusMachine!.reasonField!];
  const options = field.kind === 'enumeration' ? field.enumeration.options : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-title">
      <DialogTitle id="reason-title">{transition.label}</DialogTitle>
      <DialogContent>
        <TextField
          select
          autoFocus
          fullWidth
          required
          margin="dense"
          label={field.label}
          value={reason}
          onChange={(event) => setReason(Number(event.target.value))}
          sx={{ minWidth: 320 }}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {asksNote && (
          <TextField
            fullWidth
            required
            multiline
            margin="dense"
            label={entity.fields[noteField].label}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button label="Cancelar" onClick={onClose} />
        <Button
          label={transition.label}
          variant="contained"
          disabled={reason === '' || (asksNote && !note.trim())}
          onClick={() => reason !== '' && onChoose(reason, asksNote ? note.trim() : undefined)}
        />
      </DialogActions>
    </Dialog>
  );
}

/**
 * A transition's button. One refused while other records are there (`refusedWhile`: a policy's
 * open endorsement refuses its annulment) reads them and stays disabled, saying why, as the
 * server's 409 would.
 */
function CommandButton(props: {
  transition: StatusTransition;
  label: ReactNode;
  record: RaRecord;
  disabled: boolean;
  onClick: () => void;
}) {
  const { label, transition, disabled, onClick } = props;
  if (transition.refusedWhile) return <GuardedButton {...props} />;
  return <Button label={label} disabled={disabled} onClick={onClick} />;
}

function GuardedButton({
  transition,
  label,
  record,
  disabled,
  onClick,
}: Parameters<typeof CommandButton>[0]) {
  const rule = transition.refusedWhile!;
  // Whoever may not list those rows hears the server's 409 instead of a refused read.
  const reads = canAccess(useAccess(), rule.entity, 'list');
  const { data, isPending } = useGetList(
    rule.entity,
    { filter: rule.filter(record), pagination: { page: 1, perPage: 25 } },
    { enabled: reads },
  );
  const refusal = data ? rule.refusal(data) : null;
  const why = useId();
  const button = (
    <Button
      label={label}
      disabled={disabled || (reads && isPending) || refusal !== null}
      onClick={onClick}
      aria-describedby={refusal ? why : undefined}
    />
  );
  // Said beside the button, not on hover: a disabled button takes neither hover nor focus.
  return refusal ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {button}
      <Typography id={why} variant="caption" color="text.secondary" sx={{ maxWidth: 360 }}>
        {refusal}
      </Typography>
    </Box>
  ) : (
    button
  );
}

/**
 * `only`: these commands alone (a named list's row buttons, domain/engine/listViews.ts), whose clicks
 * stay with the button instead of opening the row.
 */
export function StatusActions({ entity, only }: { entity: Entity; only?: readonly string[] }) {
  const record = useRecordContext<RaRecord>();
  const permissions = useAccess();
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const notify = useNotify();
  const [asking, setAsking] = useState<StatusTransition | null>(null);
  const [running, setRunning] = useState(false);
  if (!record || !entity.statusMachine) return null;
  // Not "Tomar" on a record someone else already holds.
  const holder = { values: record, userId: identity ? Number(identity.id) : undefined };
  const transitions = availableTransitions(
    permissions,
    entity,
    record[entity.statusMachine.field],
    holder,
  ).filter((t) => !only || only.includes(t.command));

  const url = (transition: StatusTransition) =>
    `${apiV1()}/${entity.name}/${encodeURIComponent(String(record.id))}/${transition.command}`;
  const run = async (transition: StatusTransition, reason?: number, note?: string) => {
    setAsking(null);
    setRunning(true);
    try {
      const response = await apiRequest(url(transition), {
        method: 'POST',
        body: {
          updated_at: record.updated_at,
          ...(reason === undefined ? {} : { reason }),
          ...(note === undefined ? {} : { reason_note: note }),
        },
      });
      // Where the command sends its runner (a renewal emitted: to its new request).
      const next = transition.opens?.(response.json as Record<string, unknown>);
      if (next) navigate(next);
      // A request taken from the pool leaves the list: say it is theirs, and where it is.
      if (transition.takes?.done)
        notify(
          <span>
            {transition.takes.done}:{' '}
            <LinkBase to={`/${entity.name}/${String(record.id)}/show`} sx={{ color: 'inherit' }}>
              {String(record[entity.recordLabel] ?? '')}
            </LinkBase>
          </span>,
          { type: 'success' },
        );
    } catch {
      // The refusal was already shown in a toast (a stale version, a status changed meanwhile).
    } finally {
      setRunning(false);
      refresh();
    }
  };
  // The dialog stays open on a refusal, with the server's messages on its inputs.
  const runWith = async (transition: StatusTransition, input: Record<string, unknown>) => {
    await apiRequest(url(transition), {
      method: 'POST',
      body: { updated_at: record.updated_at, ...input },
    });
    refresh();
  };

  const buttons = (
    <>
      {transitions.map((transition) => (
        <CommandButton
          key={transition.command}
          transition={transition}
          label={only ? rowLabel(transition.label) : transition.label}
          record={record}
          disabled={running}
          onClick={() =>
            transition.runOn
              ? navigate(transition.runOn(record))
              : transition.reason || transition.confirm || transition.input
                ? setAsking(transition)
                : run(transition)
          }
        />
      ))}
      {asking?.reason && (
        <ReasonDialog
          entity={entity}
          transition={asking}
          onClose={() => setAsking(null)}
          onChoose={(reason, note) => run(asking, reason, note)}
        />
      )}
      {asking?.input && (
        <CommandInputDialog
          record={record}
          transition={asking}
          onClose={() => setAsking(null)}
          onRun={(input) => runWith(asking, input)}
        />
      )}
      {asking && !asking.reason && !asking.input && (
        <Confirm
          isOpen
          title={asking.label}
          content={asking.confirm ?? ''}
          confirm={asking.label}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
  // In a row, a click (also inside its dialogs, which React bubbles here) must not open the row.
  return only ? (
    <Box component="span" sx={rowButtons} onClick={(event) => event.stopPropagation()}>
      {buttons}
    </Box>
  ) : (
    buttons
  );
}

/**
 * A row's buttons sit side by side while the table has room, one under the other when it has
 * not, and a label never breaks into more than two lines: a row stays one or two lines high
 * instead of four («Ofrecer renovación» over «Emitir renovación» on the renewals' workbench).
 * Written as it is declared, not in capitals: a fifth narrower, so the renewals' workbench fits
 * beside the menu on a 1,366 px laptop.
 */
const rowButtons = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: 0.5,
  '& .MuiButton-root': { textTransform: 'none' },
} as const;

/**
 * Two words or fewer on one line; a longer label («Asignar póliza y aplicar») in two unbroken
 * halves of about the same length, so it does not widen its column to a whole line.
 */
export function rowLabel(label: string): ReactNode {
  const words = label.split(' ');
  if (words.length <= 2) return <span style={{ whiteSpace: 'nowrap' }}>{label}</span>;
  const widest = (cut: number) =>
    Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length);
  const cut = words.reduce((best, _, at) => (at > 0 && widest(at) < widest(best) ? at : best), 1);
  // One span around both: a flex button would drop the space between two of its own children.
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{words.slice(0, cut).join(' ')}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{words.slice(cut).join(' ')}</span>
    </span>
  );
}
