/** The browser run's figures as a table of medians and ratios, and issue 30 §1's aims. */
import { times, type Aim } from './aims';
import { median } from './stats';
import type { WizardStep } from './wizardProbe';
import type { LoginSample } from './loginProbe';

export interface Visit {
  wallMs: number;
  /** Main-thread work (Chromium's TaskDuration) of the visit. */
  taskMs: number;
  scriptMs?: number;
  styleLayoutMs?: number;
}

type AppName = 'product' | 'baseline';

export interface BrowserFigures {
  /**
   * Clicking Ingresar until the executive's home shows its greeting, news and shortcuts
   * (Playwright's wall time, the median of `login`).
   */
  loginMs: number;
  /** Each login taken apart (bench/loginProbe.ts). */
  login: LoginSample[];
  lists: Record<string, Partial<Record<AppName, { first: Visit[]; repeat: Visit[] }>>>;
  record: Partial<Record<AppName, Visit[]>>;
  /** «Siguiente» on the car wizard's vehicle step until the person step shows. */
  wizard: WizardStep[];
}

export const BROWSER_AIMS = {
  repeatWork: 1.3,
  repeatWallMs: 200,
  firstWork: 1.5,
  loginMs: 600,
  recordWork: 1.3,
  /** The browser's part of a wizard step, the server's validation apart. */
  wizardStepMs: 150,
};

/** The wizard step's medians: the whole, the step's request, and the browser's own part. */
function wizardFigures(steps: WizardStep[]) {
  return {
    wallMs: median(steps.map((s) => s.wallMs)),
    serverMs: median(steps.map((s) => s.serverMs)),
    browserMs: median(steps.map((s) => s.wallMs - s.serverMs)),
  };
}

/** What the login's median figure is made of: the page's own view, the token, the requests. */
function loginParts(login: LoginSample[]) {
  const med = (pick: (s: LoginSample) => number) => ms(median(login.map(pick)));
  return `in the page, click → home ${med((s) => s.inPageMs)} ms, of which the token ${med((s) => s.tokenMs)} ms; ${med((s) => s.requests.filter((r) => r.startMs < s.inPageMs).length)} requests before home shows`;
}

const of = (visits: Visit[] | undefined, key: keyof Visit) =>
  median((visits ?? []).map((v) => v[key] ?? NaN));
const ms = (n: number) => (Number.isNaN(n) ? '—' : `${Math.round(n)}`);

export function browserTable(figures: BrowserFigures): string[] {
  const lines = [
    '| list | visit | baseline work ms | product work ms (script, style+layout) | ratio | baseline wall ms | product wall ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [list, apps] of Object.entries(figures.lists)) {
    for (const kind of ['first', 'repeat'] as const) {
      const b = apps.baseline?.[kind];
      const p = apps.product?.[kind];
      lines.push(
        `| ${list} | ${kind} | ${ms(of(b, 'taskMs'))} | ${ms(of(p, 'taskMs'))} (${ms(of(p, 'scriptMs'))}, ${ms(of(p, 'styleLayoutMs'))}) | ${times(of(p, 'taskMs') / of(b, 'taskMs'))} | ${ms(of(b, 'wallMs'))} | ${ms(of(p, 'wallMs'))} |`,
      );
    }
  }
  const b = figures.record.baseline;
  const p = figures.record.product;
  lines.push(
    `| a client's page by its address | open | ${ms(of(b, 'taskMs'))} | ${ms(of(p, 'taskMs'))} | ${times(of(p, 'taskMs') / of(b, 'taskMs'))} | ${ms(of(b, 'wallMs'))} | ${ms(of(p, 'wallMs'))} |`,
    '',
    `Login → home with its panels: ${ms(figures.loginMs)} ms; ${loginParts(figures.login)}.`,
  );
  const step = wizardFigures(figures.wizard);
  lines.push(
    `Wizard step («Siguiente», vehicle → person): ${ms(step.wallMs)} ms, of which the step's request ${ms(step.serverMs)} ms; the browser's own part ${ms(step.browserMs)} ms.`,
  );
  return lines;
}

export function browserAims(figures: BrowserFigures): Aim[] {
  const aims: Aim[] = [];
  const ratio = (list: string, kind: 'first' | 'repeat') => {
    const apps = figures.lists[list];
    return of(apps.product?.[kind], 'taskMs') / of(apps.baseline?.[kind], 'taskMs');
  };
  const lists = Object.keys(figures.lists);
  const worst = (kind: 'first' | 'repeat') =>
    lists.reduce((max, list) => Math.max(max, ratio(list, kind)), 0);
  const perList = (kind: 'first' | 'repeat') =>
    lists.map((list) => `${list} ${times(ratio(list, kind))}`).join(', ');
  aims.push({
    aim: `repeat visit of a list: main-thread work ≤ ${BROWSER_AIMS.repeatWork}× the plain app's`,
    measured: perList('repeat'),
    ok: worst('repeat') <= BROWSER_AIMS.repeatWork,
  });
  const walls = lists.map((list) => of(figures.lists[list].product?.repeat, 'wallMs'));
  aims.push({
    aim: `repeat visit of a list: ≤ ${BROWSER_AIMS.repeatWallMs} ms from navigation to rows`,
    measured: lists.map((list, i) => `${list} ${ms(walls[i])} ms`).join(', '),
    ok: walls.every((w) => w <= BROWSER_AIMS.repeatWallMs),
  });
  aims.push({
    aim: `first visit of a list: main-thread work ≤ ${BROWSER_AIMS.firstWork}× the plain app's`,
    measured: perList('first'),
    ok: worst('first') <= BROWSER_AIMS.firstWork,
  });
  aims.push({
    aim: `login → home with its panels ≤ ${BROWSER_AIMS.loginMs} ms`,
    measured: `${ms(figures.loginMs)} ms`,
    ok: figures.loginMs <= BROWSER_AIMS.loginMs,
  });
  const record = of(figures.record.product, 'taskMs') / of(figures.record.baseline, 'taskMs');
  aims.push({
    aim: `a client's page with its tabs, by its address: work ≤ ${BROWSER_AIMS.recordWork}× a plain show page`,
    measured: times(record),
    ok: record <= BROWSER_AIMS.recordWork,
  });
  const step = wizardFigures(figures.wizard);
  aims.push({
    aim: `a wizard step: next step ≤ ${BROWSER_AIMS.wizardStepMs} ms plus the server's validation`,
    measured: `${ms(step.browserMs)} ms (+ ${ms(step.serverMs)} ms the step's request)`,
    ok: step.browserMs <= BROWSER_AIMS.wizardStepMs,
  });
  return aims;
}
