/**
 * Session life cycle (spec sections 2.1, 4 Session, 7): OAuth password grant with the e-mail
 * as username, profile check through user/me, permissions from the profile's access lists.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AccessGrants, AccessLists } from '../domain/engine/access';
import { errorMessages } from '../domain/engine/messages';
import { apiBase, apiV1, clientSettings } from '../src/config';
import { apiRequest } from './httpClient';
import { clearTokens, readTokens, storeTokens, type StoredTokens } from './tokens';
import { forgetWarmAnswers } from './warmStart';

export interface Profile {
  id: number;
  name: string;
  email: string;
  access: AccessLists;
  /** Spanish descriptions of the role and assignment codes in `access`. */
  grants?: AccessGrants;
  organizations: { organization_id: number }[];
  /** The members of the teams the user supervises (domain/engine/recordScope.ts `assignmentProblem`). */
  supervises?: number[];
  user_components: Record<string, unknown>;
}

let profile: Profile | null = null;
let pendingCheck: Promise<Profile> | null = null;

export const currentProfile = () => profile;

const identityOf = (user: Profile): UserIdentity => ({
  id: user.id,
  fullName: user.name,
  supervises: user.supervises ?? [],
});

/**
 * Hands react-admin's session queries (the person's name, their access) what the login's own
 * answer says, before the first screen renders: otherwise that screen mounts without them and
 * again once each query has asked the provider, which answers from the same profile (a timer
 * and a render of the layout each, issue 30: login → home). The server still decides every
 * request; this is the access it sent.
 */
export function primeSessionQueries(client: QueryClient) {
  if (!profile) return;
  client.setQueryData(['auth', 'getIdentity'], identityOf(profile));
  // usePermissions' key with its default (empty) parameters.
  client.setQueryData(['auth', 'getPermissions', {}], profile.access ?? null);
}

/** The profile check: GET user/me with the stored token; on failure the token is removed. */
export function checkProfile(): Promise<Profile> {
  if (!readTokens()) return Promise.reject(new Error(errorMessages.noToken));
  pendingCheck ??= apiRequest(`${apiV1()}/user/me`, { hideMessage: true })
    .then((response) => {
      profile = response.json as Profile;
      return profile;
    })
    .catch((error) => {
      // Only a refused session ends it: a request cut short (the page reloaded while it was
      // asked) or a server that did not answer leaves the tokens for the next load.
      if ((error as { status?: number })?.status === 401) clearTokens();
      profile = null;
      throw error;
    })
    .finally(() => {
      pendingCheck = null;
    });
  return pendingCheck;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const settings = clientSettings();
    const response = await apiRequest(`${apiBase()}/oauth/token`, {
      method: 'POST',
      hideMessage: true,
      body: {
        username,
        password,
        grant_type: 'password',
        client_id: settings.clientId,
      },
    });
    const body = response.json as StoredTokens & { user: Profile };
    storeTokens(body);
    profile = body.user;
    // What a page opened before asked for early is the previous session's.
    forgetWarmAnswers();
  },
  async logout() {
    if (readTokens())
      await apiRequest(`${apiV1()}/auth/logout`, { method: 'POST', hideMessage: true }).catch(
        () => undefined,
      );
    clearTokens();
    profile = null;
    forgetWarmAnswers();
  },
  async checkAuth() {
    if (profile && readTokens()) return;
    const hadToken = readTokens() !== null;
    try {
      await checkProfile();
    } catch {
      // react-admin shows this message on the login page: none on a first visit, and a
      // Spanish one when a stored session turned out to be invalid.
      throw { message: hadToken ? 'ra.auth.auth_check_error' : false };
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearTokens();
      profile = null;
      forgetWarmAnswers();
      throw error;
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    return identityOf(profile ?? (await checkProfile()));
  },
  async getPermissions() {
    const user = profile ?? (await checkProfile().catch(() => null));
    return user?.access ?? null;
  },
};
