/**
 * The form shared by create and edit: one input per declared field, the same validation the
 * server applies (domain/validate), and a confirmation before leaving with unsaved changes.
 */
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { Entity } from '../../domain/entity';
import { confirmationKey, type Field } from '../../domain/fields';
import { validateRecord, type ValidationMode } from '../../domain/validate';
import { FieldInput } from './fieldInputs';

/** Keys the form sends: declared fields plus each password's confirmation. */
function formKeys(entity: Entity): Set<string> {
  const keys = new Set(Object.keys(entity.fields));
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password') keys.add(confirmationKey(name));
  return keys;
}

/** Form-level validation; unknown keys are ignored here because the server reports them. */
export function validatorFor(entity: Entity, mode: ValidationMode = 'create') {
  const keys = formKeys(entity);
  return (values: Record<string, unknown>) => {
    const declared = Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
    const { errors } = validateRecord(entity, declared, mode);
    return Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]),
    );
  };
}

/** Inputs a form shows: never a field the product sets, a password only when creating. */
export const isEditable = (field: Field, mode: ValidationMode) =>
  !field.system && !(field.kind === 'password' && mode === 'update');

/** `purpose`: creating a record or updating a stored one (passwords only on create). */
export function EntityForm({
  entity,
  purpose = 'create',
  ...props
}: { entity: Entity; purpose?: ValidationMode } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm
      validate={validatorFor(entity, purpose)}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 720 }}
      {...props}
    >
      {Object.entries(entity.fields)
        .filter(([, field]) => isEditable(field, purpose))
        .map(([name, field]) => (
          <FieldInput key={name} name={name} field={field} />
        ))}
    </SimpleForm>
  );
}
