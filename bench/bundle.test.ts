/** Which of the app's own modules in the initial load count as screens that should be lazy. */
import { describe, expect, it } from 'vitest';
import { eagerScreens } from './bundle';

describe('eagerScreens', () => {
  it('names the screens, not the shell, the login page or plain helpers', () => {
    const initial = [
      'src/App.tsx',
      'src/pages/LoginPage.tsx',
      'src/pages/auth/AuthCard.tsx',
      'src/pages/homeRequests.ts',
      'src/pages/Home.tsx',
      'resources/index.tsx',
      'resources/areas/clients.ts',
      'resources/generic/GenericList.tsx',
    ];
    expect(eagerScreens(initial)).toEqual([
      'src/pages/Home.tsx',
      'resources/generic/GenericList.tsx',
    ]);
  });
});
