/** A row's tooltip mounts on the first hover or focus, opens then, and closes when left. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { RowTooltip } from './RowTooltip';

afterEach(cleanup);

it('shows nothing until hovered, then the title, and hides it when the pointer leaves', async () => {
  render(
    <RowTooltip title="Ver al costado">
      <button aria-label="Ver al costado">o</button>
    </RowTooltip>,
  );
  const user = userEvent.setup();
  const button = () => screen.getByRole('button', { name: 'Ver al costado' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  await user.hover(button());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Ver al costado');
  await user.unhover(button());
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
});

it('opens on keyboard focus too, and keeps the button its own handlers', async () => {
  const focused: string[] = [];
  render(
    <>
      <button>antes</button>
      <RowTooltip title="Copiar texto">
        <button aria-label="Copiar texto" onFocus={() => focused.push('own')}>
          c
        </button>
      </RowTooltip>
    </>,
  );
  await userEvent.setup().tab();
  await userEvent.setup().tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar texto');
  expect(screen.getByRole('button', { name: 'Copiar texto' })).toHaveFocus();
  expect(focused[0]).toBe('own');
  // Escape dismisses it where it is (WCAG 1.4.13).
  await userEvent.setup().keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).toBeNull();
});
