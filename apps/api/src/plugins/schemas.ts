import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, ProblemDetails } from '@kerb/domain/contracts/problem';
import { safeParse, type core } from 'zod/mini';
import { fieldProblems, invalidRequest } from './errors';

// Routes declare their body, query, params and answer with the domain's zod contracts (issue 34): a request
// is parsed before its handler runs, an answer written by its schema, and the OpenAPI document made of the
// same schemas (plugins/openapi).

/**
 * A request part parsed by its contract; a refusal names every field at fault from the part's root
 * (`borrower.personalDetails.firstName`, `partnerId`), as routes did when they parsed for themselves. A
 * request without a body is read as an empty one, so a contract whose fields are all optional takes it.
 */
export const validatorCompiler: FastifySchemaCompiler<core.$ZodType> = ({ schema, httpPart }) => (data) => {
  const result = safeParse(schema, httpPart === 'body' ? (data ?? {}) : data);
  return result.success ? { value: result.data } : { error: invalidRequest(fieldProblems(result.error.issues)) };
};

/** Every route with a schema answers its 4xx and 5xx as problem details (plugins/errors). */
export const PROBLEM_RESPONSES = {
  '4xx': { description: 'Problem details (RFC 9457)', content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemDetails } } },
  '5xx': { description: 'Problem details (RFC 9457)', content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemDetails } } },
};

export const schemasPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide || !schema.response) return;
    route.schema = { ...schema, response: { ...PROBLEM_RESPONSES, ...(schema.response as object) } };
  });
});
