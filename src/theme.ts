import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { brand } from '../domain/brand';
import { ENUM_TONES, type EnumTone } from '../domain/engine/defineEnum';
import { autocompleteTexts, progressLabel } from '../providers/i18n/pickerTexts';

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown> & { 'aria-label'?: string };
}

/** The class names of a list's plain rows (resources/generic/plainRows.tsx) and their parts. */
export const plainRowClasses = {
  row: 'PlainRow-root',
  cell: 'PlainRow-cell',
  /** A cited record's name in a cell, as MUI's Link. */
  link: 'PlainRow-link',
  /** A row's small icon button (copy, open beside), as MUI's IconButton of size small. */
  iconButton: 'PlainRow-iconButton',
  /** A status in a cell, as MUI's small outlined Chip; `chip-{tone}` gives its colour. */
  chip: 'PlainRow-chip',
} as const;

/** The tones a status option may declare that have a colour of the palette. */
export type ColouredTone = Exclude<EnumTone, 'default'>;
const COLOURED_TONES = ENUM_TONES.filter((tone): tone is ColouredTone => tone !== 'default');

/**
 * A status chip's colours for a tone: a faint tint of it, its border, and the label in a darker
 * shade of it (the palette's own orange and light blue are too pale for small text: WCAG AA).
 * The record page's MUI Chip (resources/generic/StatusChip.tsx) and the rows' plain one share it.
 */
export const toneLook = (theme: Theme, tone: ColouredTone) => ({
  color: darken(theme.palette[tone].main, 0.3),
  borderColor: alpha(theme.palette[tone].main, 0.6),
  backgroundColor: alpha(theme.palette[tone].main, 0.08),
  fontWeight: 500,
});

/**
 * The look of plain rows and what their cells hold, written once per table: MUI's TableRow
 * (hover, selected) and body TableCell of size small with react-admin's checkbox padding, MUI's
 * Link, small outlined Chip and small IconButton. The same values MUI's components compute for
 * each cell, from the same theme.
 */
function plainRowLook({ theme }: { theme: Theme }) {
  // MUI calls a style override at every render of every table: worked out once per theme.
  let look = plainRowLooks.get(theme);
  if (!look) {
    look = plainRowLookOf(theme);
    plainRowLooks.set(theme, look);
  }
  return look;
}

const plainRowLooks = new WeakMap<Theme, ReturnType<typeof plainRowLookOf>>();

function plainRowLookOf(theme: Theme) {
  const { palette, typography } = theme;
  const selected = alpha(palette.primary.main, palette.action.selectedOpacity);
  const c = plainRowClasses;
  return {
    [`& .${c.row}`]: {
      color: 'inherit',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': {
        backgroundColor: selected,
        '&:hover': {
          backgroundColor: alpha(
            palette.primary.main,
            palette.action.selectedOpacity + palette.action.hoverOpacity,
          ),
        },
      },
    },
    [`& .${c.cell}`]: {
      ...typography.body2,
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
      '&.MuiTableCell-alignRight': { textAlign: 'right' },
      '&.MuiTableCell-alignCenter': { textAlign: 'center' },
      '&.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
    },
    [`& .${c.link}`]: {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& .${c.chip}`]: {
      display: 'inline-block',
      maxWidth: '100%',
      minHeight: 24,
      boxSizing: 'border-box',
      padding: '3px 7px',
      border: `1px solid ${palette.grey[400]}`,
      borderRadius: 12,
      backgroundColor: 'transparent',
      color: palette.text.primary,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: '16px',
      verticalAlign: 'middle',
      // A long status («Pendiente del área técnica») breaks onto a second line when its column
      // is pressed, instead of pushing the table past its box.
      whiteSpace: 'normal',
      ...Object.fromEntries(
        COLOURED_TONES.map((tone) => [`&.${c.chip}-${tone}`, toneLook(theme, tone)]),
      ),
    },
    [`& .${c.iconButton}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      margin: 0,
      border: 0,
      padding: 5,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      fontSize: typography.pxToRem(18),
      cursor: 'pointer',
      userSelect: 'none',
      outline: 0,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      WebkitTapHighlightColor: 'transparent',
      '&:hover': {
        backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity),
        // A touch leaves no hover tint behind.
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      // MUI marks keyboard focus with its ripple; a plain button with the focus tint and a ring
      // (an outline, which high-contrast modes keep).
      '&:focus-visible': {
        backgroundColor: alpha(palette.action.active, palette.action.focusOpacity),
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: -2,
      },
    },
  };
}

/**
 * One MediaQueryList per query for every component that asks (they are live: each follows the
 * window). Chromium's `matchMedia` brings the page's style up to date before it answers, and
 * MUI's useMediaQuery calls it at every mount: react-admin's toolbars, a list's buttons, the
 * menu. On a list's visit that was about 5 ms of forced style work (issue 30).
 */
const mediaQueries = new Map<string, MediaQueryList>();
function sharedMatchMedia(query: string) {
  let list = mediaQueries.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaQueries.set(query, list);
  }
  return list;
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
    ...(typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' && {
        MuiUseMediaQuery: { defaultProps: { matchMedia: sharedMatchMedia } },
      }),
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
    // Every table (a list's, an embedded list's on a record page) draws plain rows and cells.
    MuiTable: { styleOverrides: { root: plainRowLook } },
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
