import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import {
  ApplicationPreapprovedEvent, ApplicationSubmittedEvent, LeadCreatedEvent, LeadStageChangedEvent, LenderSubmissionEvent, WEBHOOK_HEADERS,
} from '@kerb/domain/contracts/webhooks';
import { toJSONSchema, type core } from 'zod/mini';

// Issue 34: the API's OpenAPI 3.1 document, made from the routes' own schemas, at /api/openapi.json, and
// its reference page at /api/docs (Swagger UI from this server's own files: nothing from a CDN, nothing in
// the widget's bundle).

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

// A contract's transforms (a country sent in any letter case, a blank read as absent) have no JSON Schema:
// the document shows what such a field accepts as any value, and the contract's rules still apply.
const transform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });
const jsonSchemaOf = (schema: core.$ZodType) => toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });

function webhook(summary: string, description: string, body: core.$ZodType) {
  return {
    post: {
      summary,
      description,
      parameters: WEBHOOK_HEADERS.map(({ name, description: text }) => ({
        name, in: 'header', required: true, description: text, schema: { type: 'string' },
      })),
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body) } } },
      responses: {
        '2XX': { description: 'Delivered. Any other answer, or none within the timeout, is retried with backoff.' },
      },
    },
  };
}

/** docs/decisions/045: every event Kerb sends out, and how its requests are signed. */
export const WEBHOOKS = {
  'lead.created': webhook('A partner handed a lead over', 'To the partner\'s CRM webhook and integrations.', LeadCreatedEvent),
  'application.preapproved': webhook('A pre-approval was recorded', 'To the partner\'s CRM webhook and integrations.', ApplicationPreapprovedEvent),
  'application.submitted': webhook('An application was submitted', 'To the partner\'s CRM webhook and integrations.', ApplicationSubmittedEvent),
  'lead.stage_changed': webhook('A lead was moved on in the console', 'To the partner\'s CRM webhook and integrations.', LeadStageChangedEvent),
  'lender.application.submitted': webhook(
    'An application was submitted to a lender',
    'To the chosen lender when its submission channel is a webhook (PUT /api/admin/lenders/{id}/channel): '
      + 'the `application.submitted` event with the application pack (PDF and JSON) and the borrower\'s documents in `files`. '
      + 'Its Kerb-Event header is `application.submitted`.',
    LenderSubmissionEvent,
  ),
} satisfies Record<string, object>;

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kerb API',
        version: '1',
        description: 'Vehicle finance: the widget\'s calls, partners\' lead intake, and the operator\'s administration. '
          + 'Every 4xx and 5xx is an RFC 9457 problem (application/problem+json).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The borrower\'s session token (POST /api/verify).' },
          adminKey: { type: 'apiKey', in: 'header', name: 'x-kerb-admin-key', description: 'The operator\'s ADMIN_KEY.' },
        },
      },
      // JSON Schema 2020-12, as OpenAPI 3.1 has it (openapi-types' own reading of it is narrower).
      webhooks: WEBHOOKS as OpenAPIV3_1.Document['webhooks'],
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI would send the document to validator.swagger.io for its badge.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
});
