/** The theme gives react-admin's and MUI's own progress indicators a name (axe: aria-progressbar-name). */
import { cleanup, render, screen } from '@testing-library/react';
import { CircularProgress, LinearProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { afterEach, expect, it } from 'vitest';
import { stillTheme, theme } from './theme';

afterEach(cleanup);

it('names every spinner and progress bar, and keeps a name given by the screen', () => {
  render(
    <ThemeProvider theme={createTheme(theme)}>
      <CircularProgress />
      <LinearProgress />
      <CircularProgress aria-label="Guardando" />
    </ThemeProvider>,
  );
  expect(screen.getAllByRole('progressbar', { name: 'Cargando' })).toHaveLength(2);
  expect(screen.getByRole('progressbar', { name: 'Guardando' })).toBeInTheDocument();
});

it('moves nothing for a user whose system asks for less motion: every transition is none and lasts 0 ms', () => {
  const still = createTheme(stillTheme);
  expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
  expect(still.transitions.duration.enteringScreen).toBe(0);
  expect(createTheme(theme).transitions.create('opacity')).not.toBe('none');
});
