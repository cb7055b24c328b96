/**
 * Which entries each demo user's side menu holds: home, the area screens, every section its
 * access lists and each named list it may open, no more (moved here from e2e/access.spec.ts,
 * which paid a browser login per demo user for it). The expectation is computed from domain/
 * rules; the menu renders the resources the app registers for that access (resourcesFor).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  ResourceDefinitionContextProvider,
  type ResourceDefinition,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessLists } from '../../domain/engine/access';
import { entities } from '../../domain/entities';
import { mayOpenListView } from '../../domain/engine/listViews';
import { canAccess } from '../../domain/routes';
import { areaScreens } from '../../domain/screens';
import { demoAccess, demoUsers } from '../../fixtures/users';
import { i18nProvider } from '../../providers/i18n';
import { resourcesFor } from '../../resources';
import { Menu, OPEN_GROUPS_KEY } from './Menu';
import { groupOf } from './useVisibleEntities';
import { grantingAuthProvider } from '../test/authProvider';

afterEach(cleanup);

/** What domain/ says the user's menu lists: the entries' texts, in no particular order. */
function expectedEntries(access: AccessLists): string[] {
  const sections = entities.filter((e) => e.inMenu && canAccess(access, e.name, 'list'));
  const inMenu = entities.filter((e) => e.inMenu);
  return [
    'Inicio',
    ...areaScreens.filter((s) => canAccess(access, s.path)).map((s) => s.label),
    ...sections.map((e) => e.label.many),
    ...inMenu.flatMap((e) => e.listViews.filter((v) => mayOpenListView(access, e, v))),
  ].map((entry) => (typeof entry === 'string' ? entry : entry.label));
}

/** The resources registered for `access`, as <Admin> would record them from resourcesFor. */
function definitionsFor(access: AccessLists): Record<string, ResourceDefinition> {
  return Object.fromEntries(
    resourcesFor(access).map(({ props }) => [
      props.name,
      {
        name: props.name,
        icon: props.icon,
        options: props.options,
        hasList: !!props.list,
        hasCreate: !!props.create,
        hasEdit: !!props.edit,
        hasShow: !!props.show,
      },
    ]),
  );
}

function renderMenuOf(access: AccessLists, at = '/home', stored: Record<string, unknown> = {}) {
  const authProvider = grantingAuthProvider(access);
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore(stored)}
      >
        <ResourceDefinitionContextProvider definitions={definitionsFor(access)}>
          <Menu />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * The menu of `access` shows exactly its expected section links. The access arrives
 * asynchronously: until the menu matches, unfold every folded group (a click on its heading, as
 * a user would) and read the section links (not the group headings, items without a link) again.
 */
async function expectEntriesOf(access: AccessLists) {
  renderMenuOf(access);
  const menu = await screen.findByRole('menu');
  const expected = expectedEntries(access).sort();
  await waitFor(() => {
    for (const heading of menu.querySelectorAll(
      '[aria-controls^="menu-group-"][aria-expanded="false"]',
    ))
      fireEvent.click(heading);
    const entries = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.tagName === 'A')
      .map((item) => item.textContent ?? '');
    expect(entries.sort()).toEqual(expected);
  });
  return { menu, expected };
}

describe('the side menu of each demo user', () => {
  for (const demo of demoUsers)
    it(`${demo.email} sees exactly its entries`, { timeout: 20_000 }, async () => {
      await expectEntriesOf(demoAccess(demo));
    });
});

describe('the side menu of an import type’s own section', () => {
  it('lists the insurers’ news imports, not the imports section', { timeout: 20_000 }, async () => {
    const access = { permission: ['admin: section_import_news'], role: [], assigment: [] };
    const { menu, expected } = await expectEntriesOf(access);
    expect(expected).toContain('Importación de novedades');
    expect(expected).not.toContain('Importaciones');
    const news = within(menu).getByRole('menuitem', { name: 'Importación de novedades' });
    expect(news).toHaveAttribute('href', '/import_news');
  });
});

describe('the side menu as a person uses it', () => {
  it('marks the page on screen, and a click opens another section in the app', async () => {
    const access = demoAccess(demoUsers[0]);
    renderMenuOf(access);
    const menu = await screen.findByRole('menu');
    const home = await within(menu).findByRole('menuitem', { name: 'Inicio' });
    expect(home).toHaveAttribute('aria-current', 'page');
    const agenda = within(menu).getByRole('menuitem', { name: 'Agenda' });
    expect(agenda).not.toHaveAttribute('aria-current');
    expect(agenda).toHaveAttribute('href', '/schedule');
    fireEvent.click(agenda);
    await waitFor(() => expect(agenda).toHaveAttribute('aria-current', 'page'));
    expect(home).not.toHaveAttribute('aria-current');
  });

  it('names each entry by its visible text, with no paragraph inside the item', async () => {
    renderMenuOf(demoAccess(demoUsers[0]));
    const menu = await screen.findByRole('menu');
    for (const name of ['Inicio', 'Agenda', 'Notificaciones']) {
      const entry = await within(menu).findByRole('menuitem', { name });
      expect(entry).toHaveAccessibleName(name);
      expect(within(entry).queryByRole('paragraph')).toBeNull();
    }
  });

  it('opens the group of a named list on screen and marks it (the renewals)', async () => {
    const subscriber = demoUsers.find((user) => user.email === 'suscriptor@demo.test')!;
    renderMenuOf(demoAccess(subscriber), '/contract_research_renewal');
    const menu = await screen.findByRole('menu');
    const renewals = await within(menu).findByRole('menuitem', { name: 'Renovaciones' });
    expect(renewals).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the group of a page left open, until the person folds it', async () => {
    const admin = demoUsers.find((user) => user.email === 'admin@demo.test')!;
    renderMenuOf(demoAccess(admin), '/account');
    const menu = await screen.findByRole('menu');
    const heading = () =>
      menu.querySelector(`[aria-controls="menu-group-${groupOf('account')}"]`) as HTMLElement;
    await waitFor(() => expect(heading()).toHaveAttribute('aria-expanded', 'true'));
    const agenda = within(menu).getByRole('menuitem', { name: 'Agenda' });
    fireEvent.click(agenda);
    await waitFor(() => expect(agenda).toHaveAttribute('aria-current', 'page'));
    expect(heading()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(heading());
    await waitFor(() => expect(heading()).toHaveAttribute('aria-expanded', 'false'));
  });

  it("folds the group of the page on screen when asked, and opens a folded group at its page's arrival", async () => {
    const admin = demoUsers.find((user) => user.email === 'admin@demo.test')!;
    const group = groupOf('account');
    renderMenuOf(demoAccess(admin), '/account', { [OPEN_GROUPS_KEY]: { [group]: false } });
    const menu = await screen.findByRole('menu');
    const heading = () =>
      menu.querySelector(`[aria-controls="menu-group-${group}"]`) as HTMLElement;
    // Folded before, it opens because its page is the one on screen.
    await waitFor(() => expect(heading()).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(heading());
    await waitFor(() => expect(heading()).toHaveAttribute('aria-expanded', 'false'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading()).toHaveAttribute('aria-expanded', 'false');
  });
});
