/**
 * A wizard step as an executive moves through it (issue 30 §1: next step ≤ 150 ms plus the
 * server's validation). The car wizard's vehicle step is filled once through its guide
 * cascade; then, several times, «Siguiente» is clicked until the person step is on screen and
 * «Anterior» leads back. Each sample is the wall time from the click to the next step, and the
 * part of it the step's request spent from leaving the browser to its answer's last byte (the
 * server's validation and the way there and back); the browser's own share is the difference.
 */
import type { Page, Request } from 'playwright';

export interface WizardStep {
  wallMs: number;
  /** The `POST flows/opportunity/{id}/steps/vehicle` request, sent to answered. */
  serverMs: number;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: false }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The car wizard's first step, filled as the e2e journey fills it. */
async function fillVehicle(page: Page, base: string) {
  await page.goto(`${base}/opportunity/create`);
  await page.getByRole('button', { name: 'Automotores' }).click();
  await choose(page, 'Marca', 'Toyota');
  await choose(page, 'Modelo', 'Corolla');
  await choose(page, 'Versión', '2.0 XEI CVT');
  await choose(page, 'Año', /^2024/);
  await page.getByLabel('Patente').fill('AE 512 KD');
  await page.getByLabel('Color').fill('Gris plata');
}

const isStepPost = (request: Request) =>
  request.method() === 'POST' && /\/flows\/opportunity\/[^/]+\/steps\/vehicle$/.test(request.url());

export async function measureWizardStep(
  page: Page,
  base: string,
  samples: number,
): Promise<WizardStep[]> {
  await fillVehicle(page, base);
  const steps: WizardStep[] = [];
  for (let n = 0; n < samples; n++) {
    const posted = page.waitForEvent('requestfinished', { predicate: isStepPost });
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('combobox', { name: /Cliente/ }).waitFor();
    const wallMs = Date.now() - clicked;
    const timing = (await posted).timing();
    steps.push({ wallMs, serverMs: timing.responseEnd - timing.requestStart });
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByLabel('Patente').waitFor();
  }
  return steps;
}
