import * as highsPackage from 'highs';
import type { Highs } from 'highs';

/* HiGHS (WebAssembly) solving one programme: the values by name, the objective and its bound. */

let runtime: Promise<Highs> | undefined;

/*
 * Node loads the package's ES module build, whose default export is the loader; its types describe
 * the CommonJS build, whose whole module is the loader, so TypeScript sees one level more.
 */
const loadHighs = highsPackage.default as unknown as () => Promise<Highs>;

export interface Solved {
  /** HiGHS's status: "Optimal", or "Time limit reached" with the best solution found. */
  status: string;
  values: Map<string, number>;
  objective: number;
  /** The solver's proven lower bound on the objective. */
  bound: number;
  seconds: number;
}

export async function solveProgram(text: string, timeLimitSeconds: number): Promise<Solved> {
  runtime ??= loadHighs();
  const highs = await runtime;
  const codes = highs.constants.modelStatus;
  const stopped: Record<number, string> = {
    [codes.optimal]: 'Optimal',
    [codes.timeLimit]: 'Time limit reached',
  };
  const started = performance.now();
  return highs.withModel({ format: 'lp', data: text }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 1e-4 });
    model.run();
    const code = model.getModelStatus();
    const status = stopped[code];
    // A time limit may stop the search before it found any solution (primal status 2: feasible).
    if (!status || Number(model.info.get('primal_solution_status')) !== 2)
      throw new Error(`The solver stopped without a solution (status ${code}).`);
    const { colValue } = model.getSolution();
    const values = new Map<string, number>();
    colValue.forEach((value, index) => {
      if (value > 0.5) values.set(model.getColName(index), Math.round(value));
    });
    const objective = model.getObjectiveValue();
    const bound = Number(model.info.get('mip_dual_bound'));
    return {
      status,
      values,
      objective,
      bound: Number.isFinite(bound) ? bound : objective,
      seconds: (performance.now() - started) / 1000,
    };
  });
}
