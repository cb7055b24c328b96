/**
 * The form shared by create and edit: one input per declared field, the same validation the
 * server applies (domain/validate), and a confirmation before leaving with unsaved changes.
 */
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { Entity } from '../../domain/entity';
import { validateRecord } from '../../domain/validate';
import { FieldInput } from './fieldInputs';

/** Form-level validation; unknown keys are ignored here because the server reports them. */
export function validatorFor(entity: Entity) {
  return (values: Record<string, unknown>) => {
    const declared = Object.fromEntries(
      Object.entries(values).filter(([key]) => key in entity.fields),
    );
    const { errors } = validateRecord(entity, declared);
    return Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]),
    );
  };
}

export function EntityForm({
  entity,
  ...props
}: { entity: Entity } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm
      validate={validatorFor(entity)}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 720 }}
      {...props}
    >
      {Object.entries(entity.fields).map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} />
      ))}
    </SimpleForm>
  );
}
