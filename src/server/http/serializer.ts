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
    const stringify: (data: unknown) => string = fastJson(
      z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as object,
    );
    if (!checkAnswers) return stringify;
    return (data) => {
      const result = schema.safeEncode(data);
      if (!result.success)
        throw new Error(`${method} ${url} answered outside its contract: ${result.error.message}`);
      return stringify(data);
    };
  };
}
