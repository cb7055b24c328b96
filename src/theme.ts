import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from '../domain/brand';
import { autocompleteTexts, progressLabel } from '../providers/i18n/pickerTexts';

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown> & { 'aria-label'?: string };
}

/** A calm, dense theme for people who spend the whole day in the product. */
const calmTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: brand.primary, dark: brand.primaryDark },
    secondary: { main: brand.secondary },
    background: { default: brand.background },
    // MUI's info (#0288d1) and warning (#ed6c02) carry white text at 3.9:1 and 3.1:1 in filled
    // alerts (the toasts); these reach WCAG AA's 4.5:1 (4.8:1 and 5.0:1).
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
  },
  typography: { fontFamily: brand.fontFamily },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    // Every autocomplete (react-admin's pickers, MUI's own) in Spanish, not MUI's "No options".
    MuiAutocomplete: {
      ...defaultTheme.components?.MuiAutocomplete,
      defaultProps: {
        ...defaultTheme.components?.MuiAutocomplete?.defaultProps,
        ...autocompleteTexts,
      },
    },
    // Every spinner and bar has a name, also react-admin's own (a reference input still loading
    // its choices after a second, the save button): a screen reader says what is happening.
    MuiCircularProgress: { defaultProps: { 'aria-label': progressLabel } },
    MuiLinearProgress: { defaultProps: { 'aria-label': progressLabel } },
    // At 1,366 px nothing scrolls sideways (issue 28 item 25): react-admin lets the layout grow
    // to its widest table (`min-width: fit-content`), which pushed the toolbar's last buttons
    // and the rows' last column off screen. The content keeps the window's width; a table that
    // still cannot fit scrolls inside its own box, and toolbars wrap.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content, & .RaList-main, & .RaCreate-main, & .RaEdit-main, & .RaShow-main': {
            minWidth: 0,
          },
        },
      },
    },
    RaDatagrid: {
      styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } },
    },
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    // react-admin fades the empty-list text and icon to half opacity: too faint to read (WCAG
    // contrast). Full opacity in the secondary text colour reads as quiet but legible.
    RaEmpty: {
      styleOverrides: {
        root: {
          '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' },
          '& .RaEmpty-icon': { opacity: 0.3, width: '6em', height: '6em' },
        },
      },
    },
    // A field waiting for another («Elegí primero: Póliza») says why under it: MUI greys a
    // disabled field's helper text to 38 % (2.5:1, under WCAG AA); the secondary colour reads
    // as quiet but legible (5.7:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    // react-admin labels its row checkboxes with `aria-label`, which MUI puts on the wrapping
    // span (where ARIA forbids it) and not on the input, leaving the checkbox unnamed for
    // screen readers (axe: label, aria-prohibited-attr). Move the name onto the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxOwnerState) => ({
            ...ownerState.inputProps,
            'aria-label': ownerState['aria-label'] ?? ownerState.inputProps?.['aria-label'],
          }),
        },
      },
    },
  },
};

const noDuration = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme for people whose system asks for less motion (WCAG 2.3.3): menus, dialogs, drawers
 * and toasts appear and go at once, without slides, fades or ripples. Spinners keep turning,
 * since they tell that something is still happening.
 */
export const stillTheme: RaThemeOptions = {
  ...calmTheme,
  transitions: { create: () => 'none', duration: noDuration, getAutoHeightDuration: () => 0 },
  components: {
    ...calmTheme.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
};

/** Read once at start: a change of the system's setting applies from the next page load. */
const asksForLessMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme = asksForLessMotion ? stillTheme : calmTheme;
