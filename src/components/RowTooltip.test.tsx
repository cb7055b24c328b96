/** A row's tooltip mounts on the first hover or focus, opens then, and closes when left. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/** The browser's verdict on a focus, fixed: jsdom's own guess depends on earlier tests' events. */
function seenAs(button: HTMLElement, visible: boolean) {
  const matches = button.matches.bind(button);
  Object.defineProperty(button, 'matches', {
    value: (selector: string) => (selector === ':focus-visible' ? visible : matches(selector)),
  });
}

it("opens on a focus the user sees (the keyboard's), keeping the button its own handlers", async () => {
  const focused: string[] = [];
  render(
    <RowTooltip title="Copiar texto">
      <button aria-label="Copiar texto" onFocus={() => focused.push('own')}>
        c
      </button>
    </RowTooltip>,
  );
  const button = screen.getByRole('button', { name: 'Copiar texto' });
  seenAs(button, true);
  fireEvent.focus(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar texto');
  expect(focused).toEqual(['own']);
  // Escape dismisses it where it is (WCAG 1.4.13).
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('stays hidden for the focus a click or a closed dialog gives back', () => {
  render(
    <RowTooltip title="Vista rápida">
      <button aria-label="Vista rápida">v</button>
    </RowTooltip>,
  );
  const button = screen.getByRole('button', { name: 'Vista rápida' });
  seenAs(button, false);
  fireEvent.focus(button);
  expect(screen.queryByRole('tooltip')).toBeNull();
});
