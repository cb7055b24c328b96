import { describe, expect, it } from 'vitest';
import { entityByName } from '../entities';
import { optionByCode } from './defineEnum';
import { teamRoles } from '../enums/clients';
import {
  assignmentProblem,
  assignmentsOf,
  limitingScope,
  ownAssignment,
  ownAssignments,
  poolAssignment,
  recordScopeMessages,
  seesOnlyAssigned,
  supervisedWithin,
  TEAM_SUPERVISOR,
} from './recordScope';
import { holderField } from './statusMachine';

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

describe('limitingScope: records hanging from a client or a lead', () => {
  const interaction = entityByName('interaction');
  const access = (...permission: string[]) => ({ permission, role: [], assigment: [] });
  const limited = (...permission: string[]) =>
    limitingScope(interaction, access(...permission))?.map((b) => [
      b.assignment.via,
      b.assignment.owner.name,
      b.limited,
    ]);

  it('shows an interaction through its client or its lead, each by its own section', () => {
    expect(assignmentsOf(interaction).map((a) => a.via)).toEqual(['account_id', 'lead_id']);
    expect(limited('accounts: view', 'leads: executive')).toEqual([
      ['account_id', 'account', true],
      ['lead_id', 'lead', true],
    ]);
    // Every client's, but another executive's lead-only call stays out of sight.
    expect(limited('accounts: full_access', 'leads: executive')).toEqual([
      ['account_id', 'account', false],
      ['lead_id', 'lead', true],
    ]);
    expect(limited('accounts: full_access', 'leads: view')).toBeUndefined();
    expect(limited('administrator')).toBeUndefined();
  });

  it('keeps a record’s own assignment apart from the ones it borrows', () => {
    expect(ownAssignment(entityByName('task'))?.field).toBe('assignee_id');
    expect(ownAssignment(interaction)).toBeNull();
    expect(seesOnlyAssigned(entityByName('task'), access('accounts: view'))).toBe(true);
    expect(seesOnlyAssigned(interaction, access('accounts: view'))).toBe(false);
  });
});

describe('limitingScope: a record of two labors (byLabor)', () => {
  const request = entityByName('contract_request');
  const access = (...permission: string[]) => ({ permission, role: [], assigment: [] });
  const branches = (...permission: string[]) =>
    limitingScope(request, access(...permission))?.map((b) => [
      b.assignment.via ?? b.assignment.field,
      b.limited,
      b.unassigned,
    ]);

  it('shows the executive theirs, the subscriber theirs and the pool, each field its own', () => {
    expect(branches('contract_requests: executive')).toEqual([
      ['executive_id', true, false],
      ['subscriber_id', true, false],
      // Issued: the policies of their clients.
      ['contract_id', true, false],
    ]);
    expect(branches('contract_requests: subscriber')).toEqual([
      ['executive_id', true, false],
      ['subscriber_id', true, true],
      // Issued: the subscribers see every policy, and so every issued request.
      ['contract_id', false, false],
    ]);
    expect(seesOnlyAssigned(request, access('contract_requests: subscriber'))).toBe(true);
  });

  it('reads an issued request through its policy, then the policy’s client', () => {
    const [issued] = assignmentsOf(request).filter((a) => a.via);
    expect(issued.owner.name).toBe('account');
    expect(issued.field).toBe('executive_id');
    expect(issued.beyond?.map((hop) => [hop.entity.name, hop.via])).toEqual([
      ['contract', 'account_id'],
    ]);
  });

  it('shows everything to whoever sees every row of one labor', () => {
    expect(branches('contract_requests: subscriber_supervisor')).toBeUndefined();
    expect(branches('contract_requests: full_access')).toBeUndefined();
    expect(branches('administrator')).toBeUndefined();
  });

  it('takes a request from the pool into the labor that has one', () => {
    expect(ownAssignments(request).map((a) => a.field)).toEqual(['executive_id', 'subscriber_id']);
    expect(poolAssignment(request)?.field).toBe('subscriber_id');
    expect(holderField(request)).toBe('subscriber_id');
    expect(poolAssignment(entityByName('opportunity'))?.field).toBe('executive_id');
    expect(poolAssignment(entityByName('interaction'))).toBeNull();
  });
});
