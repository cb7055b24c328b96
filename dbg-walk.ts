import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3800';
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--lang=en-US'] });
  const shot = async (email: string, steps: (page: import('playwright-core').Page) => Promise<void>) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${BASE}/login`);
    await page.getByLabel(/correo/i).fill(email);
    await page.getByLabel(/contraseña/i).first().fill('Demo1234!');
    await page.getByRole('button', { name: /ingresar/i }).click();
    await page.waitForURL((u) => !u.pathname.includes('login'));
    await page.waitForTimeout(1500);
    await steps(page);
    await page.close();
  };
  await shot('ejecutivo@demo.test', async (page) => {
    await page.goto(`${BASE}/opportunity/00000000-0000-4000-c000-000000000026/show`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/w-exe-opp.png' });
    await page.getByRole('button', { name: 'Confirmar para emisión' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/w-exe-confirm.png' });
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/w-exe-confirmed.png' });
    await page.getByRole('tab', { name: /Solicitudes/ }).click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: '/tmp/w-exe-tab.png' });
  });
  await shot('suscriptor@demo.test', async (page) => {
    await page.goto(`${BASE}/contract_request/unassigned`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/w-sub-unassigned.png' });
    await page.getByRole('button', { name: 'Tomar' }).first().click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/w-sub-took.png' });
    await page.goto(`${BASE}/contract_request/mine`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/w-sub-mine.png' });
    await page.locator('tbody tr').first().click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: '/tmp/w-sub-record.png', fullPage: true });
  });
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
