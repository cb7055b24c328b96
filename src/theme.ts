import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from '../domain/brand';

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown> & { 'aria-label'?: string };
}

/** A calm, dense theme for people who spend the whole day in the product. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: brand.primary, dark: brand.primaryDark },
    secondary: { main: brand.secondary },
    background: { default: brand.background },
  },
  typography: { fontFamily: brand.fontFamily },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
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
