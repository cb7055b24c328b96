/** The sales-target rule no single field can check (whom it is for), on every generic write. */
import { salesTarget, salesTargetProblems } from '../../domain/entities/salesTarget';
import type { HookTable } from '../rest/hooks';
import { refuseErrors } from '../http/problems';

export const salesTargetHooks: HookTable = {
  [salesTarget.name]: [
    {
      before({ action, after }) {
        if (action === 'delete' || !after) return;
        const problems = salesTargetProblems(after);
        refuseErrors(problems);
      },
    },
  ],
};
