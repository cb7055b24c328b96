/**
 * Fills the fields a declaration proposes (domain/engine/rules.ts `proposals`) as the values they are
 * computed from change: the CUIL appears once the DNI and gender are typed, follows them while
 * the user has not written their own, and is never written over the user's value.
 */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Entity } from '../../domain/engine/entity';
import { proposedChanges } from '../../domain/engine/rules';

export function FormProposals({ entity }: { entity: Entity }) {
  const { watch, getValues, setValue } = useFormContext();
  useEffect(() => {
    if (!entity.proposals?.length) return;
    let previous: Record<string, unknown> = { ...getValues() };
    const subscription = watch((values) => {
      const changes = proposedChanges(entity, previous, values);
      previous = { ...values, ...changes };
      for (const [name, value] of Object.entries(changes))
        setValue(name, value, { shouldDirty: true, shouldValidate: true });
    });
    return () => subscription.unsubscribe();
  }, [entity, watch, getValues, setValue]);
  return null;
}
