/**
 * When an embedded list item's input shows its errors: once the person has left that input, or
 * has tried to save since the item was added. After a failed save, react-hook-form validates the
 * whole list as soon as an item is added (useFieldArray), which painted a new, empty row's
 * required inputs red before anything was typed. A message from the server (type `server`: a
 * save's 422, a spreadsheet's unreadable cell) always shows.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSourceContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

export function ItemErrorTiming({ name }: { name: string }) {
  const path = useSourceContext().getSource(name);
  const { control, clearErrors, getFieldState, trigger } = useFormContext();
  const formState = useFormState({ control, name: path });
  const { error, isTouched } = getFieldState(path, formState);
  // Saves tried before this item was there say nothing about it.
  const [savesBefore] = useState(formState.submitCount);
  const due = isTouched || formState.submitCount > savesBefore || error?.type === 'server';
  // Before the browser paints: the red never flashes.
  useLayoutEffect(() => {
    if (error && !due) clearErrors(path);
  }, [error, due, path, clearErrors]);
  // Left after a failed save: the form only checks again on a change, so check it now.
  const wasTouched = useRef(isTouched);
  useEffect(() => {
    if (isTouched && !wasTouched.current && formState.isSubmitted) void trigger(path);
    wasTouched.current = isTouched;
  }, [isTouched, formState.isSubmitted, path, trigger]);
  return null;
}
