/** Tokens kept in browser storage (spec section 7: tokens are stored in the browser). */
export interface StoredTokens {
  access_token: string;
  token_type: string;
  refresh_token: string;
}

const KEY = 'auth.tokens';

export function readTokens(): StoredTokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredTokens | null;
    return value?.access_token ? value : null;
  } catch {
    return null;
  }
}

export function storeTokens(tokens: StoredTokens) {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      access_token: tokens.access_token,
      token_type: tokens.token_type,
      refresh_token: tokens.refresh_token,
    }),
  );
}

export function clearTokens() {
  localStorage.removeItem(KEY);
}
