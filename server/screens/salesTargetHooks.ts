/** The sales-target rule no single field can check (whom it is for), on every generic write. */
import { salesTarget, salesTargetProblems } from '../../domain/entities/salesTarget';
import { hasErrors } from '../../domain/engine/validate';
import { unprocessable } from '../http/problems';
import type { HookTable } from '../rest/hooks';

export const salesTargetHooks: HookTable = {
  [salesTarget.name]: [
    {
      before({ action, after }) {
        if (action === 'delete' || !after) return;
        const problems = salesTargetProblems(after);
        if (hasErrors(problems)) throw unprocessable(problems);
      },
    },
  ],
};
