/**
 * A row button's label (StatusActions.tsx `rowLabel`): two words or fewer never break; a longer
 * one breaks once, between two halves of about the same length, and reads as it was written.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowLabel } from './StatusActions';

afterEach(cleanup);

const pieces = (label: string) => {
  const { container } = render(<button>{rowLabel(label)}</button>);
  const unbroken = [...container.querySelectorAll('span')].filter(
    (span) => span.style.whiteSpace === 'nowrap',
  );
  return { text: container.textContent, unbroken: unbroken.map((span) => span.textContent) };
};

describe('rowLabel', () => {
  it('keeps a label of one or two words on one line', () => {
    expect(pieces('Ofrecer renovación')).toEqual({
      text: 'Ofrecer renovación',
      unbroken: ['Ofrecer renovación'],
    });
    expect(pieces('Tomar')).toEqual({ text: 'Tomar', unbroken: ['Tomar'] });
  });

  it('breaks a longer label once, into halves of about the same length', () => {
    expect(pieces('Asignar póliza y aplicar')).toEqual({
      text: 'Asignar póliza y aplicar',
      unbroken: ['Asignar póliza', 'y aplicar'],
    });
    expect(pieces('Registrar anulación de la compañía').unbroken).toEqual([
      'Registrar anulación',
      'de la compañía',
    ]);
  });

  it('takes an empty label without breaking it', () => {
    expect(pieces('')).toEqual({ text: '', unbroken: [''] });
  });
});
