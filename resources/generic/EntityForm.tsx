/**
 * The form shared by create and edit: one input per declared field, the same validation the
 * server applies (domain/validate), and a confirmation before leaving with unsaved changes.
 * Two columns on wide screens (long texts and lists take the whole row), one on narrow ones,
 * and a toolbar that stays at the bottom of the window, so Guardar and Cancelar are always in
 * sight on a laptop.
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Form,
  SaveButton,
  Toolbar,
  useRedirect,
  useResourceContext,
  useTranslate,
  useGetIdentity,
  Button,
  type FormProps,
} from 'react-admin';
import { Box, CardContent } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Entity } from '../../domain/engine/entity';
import { ownAssignments, seesOnlyAssigned } from '../../domain/engine/recordScope';
import { confirmationKey, type Field } from '../../domain/engine/fields';
import { validateRecord, type ValidationMode } from '../../domain/engine/validate';
import { FieldInput } from './fieldInputs';
import { FormProposals } from './FormProposals';
import { duplicateFields } from '../../domain/engine/duplicates';
import { DuplicateWarning } from './DuplicateWarning';
import { PastDueWarning } from './PastDueWarning';
import { unparsedNumberMessage } from './inputValidation';
import { FORM_COLUMNS, WIDE_KINDS } from './gridLayout';
import { useAccess } from '../../src/access';

/** Keys the form sends: declared fields plus each password's confirmation. */
function formKeys(entity: Entity): Set<string> {
  const keys = new Set(Object.keys(entity.fields));
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password') keys.add(confirmationKey(name));
  return keys;
}

/**
 * Puts an item's message where react-hook-form looks for it: `phones.1.number` becomes
 * `{ phones: [, { number }] }`, as the form's values are shaped.
 */
function placeAt(target: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = message;
}

/** Form-level validation; unknown keys are ignored here because the server reports them. */
export function validatorFor(entity: Entity, mode: ValidationMode = 'create') {
  const keys = formKeys(entity);
  return (values: Record<string, unknown>) => {
    const declared = Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
    const { errors } = validateRecord(entity, declared, mode);
    const messages: Record<string, unknown> = {};
    for (const [path, list] of Object.entries(errors)) placeAt(messages, path, list.join(' '));
    // A number typed in another format gets the hint of the format we read.
    for (const [name, value] of Object.entries(declared)) {
      const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
      const hint = field && unparsedNumberMessage(field, value);
      if (hint) messages[name] = hint;
    }
    return messages;
  };
}

/** Inputs a form shows: never a field the product sets, a password only when creating. */
export const isEditable = (field: Field, mode: ValidationMode) =>
  !field.system && !(field.kind === 'password' && mode === 'update');

/** Leaves the form for the list; unsaved changes still ask for confirmation. */
export function CancelButton() {
  const redirect = useRedirect();
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Button label={translate('ra.action.cancel')} onClick={() => redirect('list', resource)}>
      <CloseIcon />
    </Button>
  );
}

/** The card around a form must not clip, or the toolbar could not stick to the window. */
export const stickyToolbarCard = { '& .MuiCard-root': { overflow: 'visible' } };

/** Guardar and Cancelar, stuck to the bottom of the window while the form scrolls. */
export function FormToolbar({ children }: { children?: ReactElement | false }) {
  return (
    <Toolbar
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        gap: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <SaveButton />
      <CancelButton />
      {children && <Box sx={{ ml: 'auto' }}>{children}</Box>}
    </Toolbar>
  );
}

export type EntityFormProps = {
  entity: Entity;
  /** Creating a record or updating a stored one (passwords only on create). */
  purpose?: ValidationMode;
  /** Replaces the standard toolbar (Guardar, Cancelar). */
  toolbar?: ReactElement;
} & Omit<FormProps, 'children'>;

/**
 * A field's cell of the grid. One with `shownWhen` watches the form and shows only while the
 * values pass; once hidden its value is emptied, so what is saved is what the user sees (a
 * company saved with a person's PEP flag, or a hidden error blocking the save, would not be).
 */
function FieldCell({ name, field, sx, children }: CellProps) {
  return field.shownWhen ? (
    <ConditionalCell name={name} field={field} sx={sx}>
      {children}
    </ConditionalCell>
  ) : (
    <Box sx={sx}>{children}</Box>
  );
}

interface CellProps {
  name: string;
  field: Field;
  sx?: object;
  children: ReactNode;
}

function ConditionalCell({ name, field, sx, children }: CellProps) {
  const values = useWatch();
  const { getValues, setValue } = useFormContext();
  const shown = field.shownWhen!(values);
  useEffect(() => {
    const empty = field.kind === 'boolean' ? false : null;
    const current = getValues(name);
    if (!shown && current !== undefined && current !== null && current !== empty)
      setValue(name, empty, { shouldDirty: true });
  }, [shown, name, field.kind, getValues, setValue]);
  return shown ? <Box sx={sx}>{children}</Box> : null;
}

/**
 * Fields the user may not change here: the assignment of a record they see as theirs only
 * (unless they supervise a team: then it offers them and their members, the server's rule in
 * domain/engine/recordScope.ts), and a status that only its actions move.
 */
function useFieldLimits(entity: Entity) {
  const permissions = useAccess();
  const hidden = new Set<string>();
  const onlyIds = new Map<string, readonly number[]>();
  const { identity } = useGetIdentity();
  const supervises = (identity?.supervises ?? []) as number[];
  if (seesOnlyAssigned(entity, permissions)) {
    for (const { field } of ownAssignments(entity))
      if (identity && supervises.length) onlyIds.set(field, [Number(identity.id), ...supervises]);
      else hidden.add(field);
  }
  // A status machine's status moves only by its actions, on the record's page.
  if (entity.statusMachine) hidden.add(entity.statusMachine.field);
  return { hidden, onlyIds };
}

/**
 * The inputs of `names` laid out as every form lays them out (two columns, wide kinds across),
 * each shown while its `shownWhen` holds. Used by the entity forms and by the wizards' steps.
 */
export function FieldGrid({
  entity,
  names,
  onlyIds,
  children,
}: {
  entity: Entity;
  names: string[];
  onlyIds?: Map<string, readonly number[]>;
  /** Inputs of the step's own placed first (the vehicle guide's pickers). */
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: FORM_COLUMNS, columnGap: 3, maxWidth: 1100 }}>
      {children}
      {names.map((name) => {
        const field = entity.fields[name];
        return (
          <FieldCell
            key={name}
            name={name}
            field={field}
            sx={
              WIDE_KINDS.has(field.kind)
                ? {
                    gridColumn: '1 / -1',
                    // A password and its confirmation side by side.
                    ...(field.kind === 'password' && {
                      display: 'grid',
                      gridTemplateColumns: FORM_COLUMNS,
                      columnGap: 3,
                    }),
                  }
                : undefined
            }
          >
            <FieldInput name={name} field={field} onlyIds={onlyIds?.get(name)} />
            {entity.overdue?.field === name && <PastDueWarning entity={entity} />}
          </FieldCell>
        );
      })}
    </Box>
  );
}

export function EntityForm({ entity, purpose = 'create', toolbar, ...props }: EntityFormProps) {
  const { hidden, onlyIds } = useFieldLimits(entity);
  return (
    <Form validate={validatorFor(entity, purpose)} warnWhenUnsavedChanges {...props}>
      <FormProposals entity={entity} />
      <CardContent>
        {duplicateFields(entity).length ? <DuplicateWarning entity={entity} /> : null}
        <FieldGrid
          entity={entity}
          names={Object.entries(entity.fields)
            .filter(([name, field]) => isEditable(field, purpose) && !hidden.has(name))
            .map(([name]) => name)}
          onlyIds={onlyIds}
        />
      </CardContent>
      {toolbar ?? <FormToolbar />}
    </Form>
  );
}
