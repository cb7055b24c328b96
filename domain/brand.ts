/**
 * The product's look, shared by the web app's theme (src/theme.ts) and the API docs page
 * (server/docs/), so both read as one product and a colour changes in one place.
 */
export const brand = {
  name: 'BrokerDesk',
  primary: '#1f4e79',
  primaryDark: '#163a5a',
  secondary: '#2e7d6b',
  background: '#f4f6f8',
  fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, sans-serif',
} as const;
