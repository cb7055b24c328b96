/**
 * Screen engine behaviours: the side panel (opens at half the window, resized by its edge, the
 * width remembered for the user across reloads), the copy button of identifiers with its two
 * tooltips, the sales-target grid editor's round trip (type in es-AR, totals, save, reload),
 * and a record page's tabs of related records (an address per tab, create already linked).
 */
import { expect, test } from '@playwright/test';
import { api, listTotal } from './api';
import { navigate, openAs } from './helpers';

// A loaded machine builds the first screens slowly; the behaviours, not the speed, are tested here.
test.describe.configure({ timeout: 120_000 });

/** One administrator through the screen engine, in one page load. */
test('an administrator works the screen engine: side panel, copy button, grid editor, tabs', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await test.step('the side panel opens a record from the list, resizes, and remembers its width', async () => {
    await openAs(page, '/admin/company');
    const firstRow = page.locator('tbody tr').first();
    await firstRow.getByRole('button', { name: 'Vista rápida' }).click();
    const panel = page.getByTestId('side-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: /^Compañía: / })).toBeVisible();
    const viewport = page.viewportSize()!;
    const opened = (await panel.boundingBox())!;
    expect(Math.abs(opened.width - viewport.width / 2)).toBeLessThan(3);
    // Still on the list: the URL did not change.
    await expect(page).toHaveURL(/\/admin\/company$/);

    const handle = page.getByTestId('side-panel-resize');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, box.y + 200, { steps: 5 });
    await page.mouse.up();
    const wider = (await panel.boundingBox())!.width;
    expect(wider).toBeGreaterThan(opened.width + 150);

    // Quick edit in the panel, then close it.
    await panel.getByRole('button', { name: 'Editar sin salir de la lista' }).click();
    await expect(panel.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await panel.getByRole('button', { name: 'Cerrar el panel' }).click();
    await expect(panel).toBeHidden();

    await page.reload();
    await page.locator('tbody tr').first().getByRole('button', { name: 'Vista rápida' }).click();
    await expect(page.getByTestId('side-panel')).toBeVisible();
    const remembered = (await page.getByTestId('side-panel').boundingBox())!.width;
    expect(Math.abs(remembered - wider)).toBeLessThan(3);
    await panel.getByRole('button', { name: 'Cerrar el panel' }).click();
    await expect(panel).toBeHidden();
  });
  await test.step('the copy button copies a CUIT and says so for two seconds', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await navigate(page, '/admin/company');
    const row = page.locator('tbody tr').first();
    const cuit = (
      await row
        .locator('td')
        .filter({ hasText: /^\d{2}-\d{8}-\d$/ })
        .first()
        .innerText()
    ).trim();
    const button = row.getByRole('button', { name: 'Copiar texto' });
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Copiar texto');
    await button.click();
    await expect(page.getByRole('tooltip')).toHaveText('Texto copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cuit);
    // Copying did not open the record.
    await expect(page).toHaveURL(/\/admin\/company$/);
    await expect(row.getByRole('button', { name: 'Copiar texto' })).toBeVisible();
  });
  await test.step('the sales-target grid editor saves a changed cell and shows it after a reload', async () => {
    await navigate(page, '/admin/sales-target/editor');
    const grid = page.getByRole('table', { name: /^Objetivos \d{4} de Automotores$/ });
    await expect(grid).toBeVisible();
    const cell = grid.getByRole('textbox', { name: 'Eugenia Ejecutiva, Mar' });
    await expect(cell).not.toHaveValue('');
    const row = grid.getByRole('row', { name: /Eugenia Ejecutiva/ });
    const totalBefore = await row.locator('[data-total="row"]').innerText();

    await cell.fill('1.234.567,5');
    await cell.blur();
    await expect(cell).toHaveValue('1.234.567,50');
    await expect(row.locator('[data-total="row"]')).not.toHaveText(totalBefore);
    await cell.fill('12,34,5');
    await expect(page.getByText(/Hay celdas que no son números/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Guardar/ })).toBeDisabled();
    await cell.fill('1.234.567,50');
    await page.getByRole('button', { name: 'Guardar 1 cambio' }).click();
    await expect(page.getByText('Guardaste 1 objetivo.')).toBeVisible();

    await page.reload();
    const again = page
      .getByRole('table', { name: /^Objetivos \d{4} de Automotores$/ })
      .getByRole('textbox', { name: 'Eugenia Ejecutiva, Mar' });
    await expect(again).toHaveValue('1.234.567,50');
  });
  await test.step('an insurer’s page lists its codes on a tab of its own address, and adds one already linked', async () => {
    const { json: maps } = await api<{ company_id: number }[]>(
      page,
      'GET',
      `admin/map?range=${encodeURIComponent('[0,0]')}`,
    );
    const companyId = maps[0].company_id;
    const codes = await listTotal(page, 'admin/map', { company_id: companyId });
    const { json: insurer } = await api<{ name: string }>(
      page,
      'GET',
      `admin/company/${companyId}`,
    );

    await page.goto(`/admin/company/${companyId}`);
    await expect(page.getByRole('tab', { name: 'Datos', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Códigos' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/company/${companyId}/codes$`));
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(codes, 25));
    // The tab is an address: a reload (or a shared link) opens it again.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Códigos', selected: true })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(codes, 25));

    await page.getByRole('link', { name: /Agregar equivalencia de códigos/ }).click();
    await expect(page).toHaveURL(/\/admin\/map\/create\?source=/);
    await expect(page.getByRole('combobox', { name: 'Compañía', exact: true })).toHaveValue(
      insurer.name,
    );
  });
  await test.step('a tab’s own filters narrow its records to the ones of this record that match', async () => {
    const { json: commissions } = await api<{ producer_id: number; company_id: number }[]>(
      page,
      'GET',
      `admin/producer_company_commission?range=${encodeURIComponent('[0,0]')}`,
    );
    const { producer_id: producerId, company_id: companyId } = commissions[0];
    const all = await listTotal(page, 'admin/producer_company_commission', {
      producer_id: producerId,
    });
    const withCompany = await listTotal(page, 'admin/producer_company_commission', {
      producer_id: producerId,
      company_id: companyId,
    });
    expect(withCompany, 'the demo producer works with several insurers').toBeLessThan(all);
    const { json: insurer } = await api<{ name: string }>(
      page,
      'GET',
      `admin/company/${companyId}`,
    );

    await page.goto(`/admin/producer/${producerId}/commissions`);
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(all, 25));
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Compañía', exact: true }).click();
    // The new filter's options open by themselves.
    await page.getByRole('option', { name: insurer.name, exact: true }).click();
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(withCompany, 25));
    await expect(page.locator('tbody tr').first()).toContainText(insurer.name);
  });
});
