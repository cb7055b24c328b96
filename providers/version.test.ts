/** The application-update flag of spec sections 7 and 9. */
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTOUPDATE_FLAG_INTERVAL_MS } from '../domain/constants';
import { compareVersions, noteServerVersion, settleFlag, takeUpdateFlag } from './version';

describe('compareVersions', () => {
  it.each([
    ['1.2.605', '1.2.604', 1],
    ['1.2.604', '1.2.604', 0],
    ['1.2.60', '1.2.604', -1],
    ['1.10.0', '1.9.9', 1],
    ['2', '1.99.99', 1],
    ['1.2', '1.2.0', 0],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('the update flag', () => {
  beforeEach(() => localStorage.clear());
  const CLIENT = '1.2.604';

  it('is raised by a higher server version only, and taken once', () => {
    noteServerVersion('1.2.604', CLIENT);
    noteServerVersion('1.2.603', CLIENT);
    noteServerVersion(null, CLIENT);
    expect(takeUpdateFlag()).toBe(false);
    noteServerVersion('1.2.605', CLIENT);
    expect(takeUpdateFlag()).toBe(true);
    expect(takeUpdateFlag()).toBe(false);
  });

  it('is raised at most once per interval, even after the reload it caused', () => {
    const start = 1_000_000;
    noteServerVersion('1.2.605', CLIENT, localStorage, start);
    expect(takeUpdateFlag()).toBe(true);
    noteServerVersion('1.2.606', CLIENT, localStorage, start + AUTOUPDATE_FLAG_INTERVAL_MS - 1);
    expect(takeUpdateFlag()).toBe(false);
    noteServerVersion('1.2.606', CLIENT, localStorage, start + AUTOUPDATE_FLAG_INTERVAL_MS);
    expect(takeUpdateFlag()).toBe(true);
  });

  it('is settled at page load only when this bundle already is that version', () => {
    noteServerVersion('1.2.605', CLIENT);
    settleFlag(CLIENT); // an old bundle loaded: the update is still wanted
    expect(takeUpdateFlag()).toBe(true);
    localStorage.clear();
    noteServerVersion('1.2.605', CLIENT);
    settleFlag('1.2.605'); // the load brought the new version
    expect(takeUpdateFlag()).toBe(false);
  });
});
