/**
 * A session check holds across screens: a screen that mounts later reads the check already made
 * instead of running it again (each run re-rendered react-admin's routes twice).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, useAuthenticated } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { grantingAuthProvider } from '../src/test/authProvider';
import { createQueryClient } from './queryClient';

afterEach(cleanup);

function Screen({ name }: { name: string }) {
  const { isPending } = useAuthenticated();
  return <p>{isPending ? 'comprobando' : name}</p>;
}

/** A first screen, then a second one mounted beside it, as a navigation mounts the next screen. */
function Screens() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Screen name="primera" />
      {second ? <Screen name="segunda" /> : <button onClick={() => setSecond(true)}>abrir</button>}
    </>
  );
}

async function checksWith(queryClient: QueryClient) {
  let checks = 0;
  const authProvider = {
    ...grantingAuthProvider({ permission: [], role: [], assigment: [] }),
    checkAuth: async () => {
      checks++;
    },
  };
  render(
    <MemoryRouter>
      <AdminContext authProvider={authProvider} store={memoryStore()} queryClient={queryClient}>
        <Screens />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByText('primera');
  screen.getByRole('button', { name: 'abrir' }).click();
  await screen.findByText('segunda');
  return checks;
}

describe('the session check', () => {
  it('runs once for the screens that follow, not again at each one', async () => {
    expect(await checksWith(createQueryClient())).toBe(1);
  });

  it('ran again at each screen with react-admin’s default client (what it replaces)', async () => {
    expect(await checksWith(new QueryClient())).toBe(2);
  });
});
