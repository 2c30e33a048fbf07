import type { AllocationResult } from '../../../shared/allocation/schemas.js';
import type { Plan } from './plan.js';

/** A plan's figures as a run reports them; `seconds` is the whole run's time. */
export function figuresOf(
  plan: Plan,
  children: number,
  classIds: number[],
  seconds: number,
): AllocationResult {
  const placed = plan.ranks.size;
  const met = [0, 0, 0];
  for (const rank of plan.ranks.values()) met[rank]! += 1;
  const classSizes: Record<string, number> = {};
  for (const { childIds } of plan.newClasses)
    classSizes[childIds.length] = (classSizes[childIds.length] ?? 0) + 1;
  const { objective, bound } = plan.solved;
  const share = (count: number) => (placed ? count / placed : 0);
  return {
    children,
    placed,
    unplaced: plan.unplaced.length,
    classesOpened: plan.newClasses.length,
    classIds: classIds.slice(0, 200),
    joinedOpenClasses: plan.joins.reduce((sum, join) => sum + join.childIds.length, 0),
    classSizes,
    preferencesMet: { first: share(met[0]!), second: share(met[1]!), third: share(met[2]!) },
    objective,
    bound,
    gap: objective > 0 ? Math.max(0, (objective - bound) / objective) : 0,
    solverStatus: plan.solved.status,
    solveSeconds: plan.solved.seconds,
    seconds,
  };
}
