import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each response's wire form,
 * so only the declared fields ever leave the server, at a fraction of the cost of encoding every
 * answer through zod (issue 14; decision 058). With `checkAnswers` (the tests), each answer is
 * also encoded by its zod schema first, so a handler that drifts from its contract fails there.
 */
export function answerSerializer({
  checkAnswers,
}: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    // Compiled on the route's first answer, not at start: compiling all of them would add about
    // a fifth to a cold start (issue 14), for routes that may not be called for hours.
    let compiled: ((data: unknown) => string) | undefined;
    const compile = (): ((data: unknown) => string) =>
      fastJson(
        z.toJSONSchema(schema, {
          io: 'input',
          target: 'draft-7',
          unrepresentable: 'any',
        }) as object,
      );
    const stringify = (data: unknown) => (compiled ??= compile())(data);
    if (!checkAnswers) return stringify;
    return (data) => {
      const result = schema.safeEncode(data);
      if (!result.success)
        throw new Error(`${method} ${url} answered outside its contract: ${result.error.message}`);
      return stringify(data);
    };
  };
}
