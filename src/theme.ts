import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** A calm, dense theme for people who spend the whole day in the product. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79', dark: '#163a5a' },
    secondary: { main: '#2e7d6b' },
    background: { default: '#f4f6f8' },
  },
  typography: { fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
  },
};
