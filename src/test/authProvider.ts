/** A signed-in session for component tests: every check passes and the user holds `access`. */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';

export function grantingAuthProvider(access: AccessLists, identity?: UserIdentity): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => access,
    ...(identity ? { getIdentity: async () => identity } : {}),
  };
}
