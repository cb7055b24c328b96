import { describe, expect, it } from 'vitest';
import { optionByCode, teamRoles } from './enums';
import {
  assignmentProblem,
  recordScopeMessages,
  supervisedWithin,
  TEAM_SUPERVISOR,
} from './recordScope';

const ME = 7;

describe('assignmentProblem', () => {
  it('lets the writer keep or take a record, and a supervisor hand it to a member', () => {
    expect(assignmentProblem(ME, null, ME, [])).toBeNull();
    expect(assignmentProblem(3, 3, ME, [])).toBeNull();
    expect(assignmentProblem(null, null, ME, [])).toBeNull();
    expect(assignmentProblem(4, 3, ME, [3, 4])).toBeNull();
    expect(assignmentProblem('4', 3, ME, [4])).toBeNull();
  });

  it('refuses anybody else, and leaving an assigned record to nobody', () => {
    expect(assignmentProblem(4, 3, ME, [])).toBe(recordScopeMessages.onlySelf);
    expect(assignmentProblem(5, ME, ME, [3, 4])).toBe(recordScopeMessages.onlyTeam);
    expect(assignmentProblem(null, ME, ME, [])).toBe(recordScopeMessages.onlySelf);
    expect(assignmentProblem(undefined, 3, ME, [3])).toBe(recordScopeMessages.onlyTeam);
  });
});

describe('supervisedWithin', () => {
  const MEMBER = Number(optionByCode(teamRoles, 'member').id);
  const member = (user_id: number, role = MEMBER) => ({ user_id, role });
  it('lists the members of the active teams the user leads, once and never the user', () => {
    const teams = [
      { active: true, members: [member(ME, TEAM_SUPERVISOR), member(3), member(4)] },
      { active: true, members: [member(4), member(ME, TEAM_SUPERVISOR), member(9)] },
      { active: false, members: [member(ME, TEAM_SUPERVISOR), member(11)] },
      { active: true, members: [member(ME), member(12)] },
      { active: true, members: [member(13, TEAM_SUPERVISOR), member(ME)] },
      { active: true },
    ];
    expect(supervisedWithin(teams, ME)).toEqual([3, 4, 9]);
    expect(supervisedWithin(teams, 13)).toEqual([ME]);
    expect(supervisedWithin([], ME)).toEqual([]);
  });
});
