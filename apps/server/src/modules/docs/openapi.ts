import { endpoints } from '@houseline/shared/api/endpoints';
import { HEADER } from '@houseline/shared/api/headers';
import { rolesFor } from '@houseline/shared/operators/permissions';
import { z } from 'zod';
import { readsQuery } from '../../platform/http/endpoint.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

const failEnvelope: JsonSchema = {
  type: 'object',
  required: ['status', 'data', 'code'],
  properties: {
    status: { type: 'boolean', enum: [false] },
    data: {
      type: 'string',
      description: 'Message in the request language; exactly "token" for an invalid session',
    },
    code: { type: 'string' },
  },
};

const commonHeaders = [
  {
    name: HEADER.siteCode,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'Brand site code',
  },
  {
    name: HEADER.deviceType,
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'Device type; 25 = H5 web',
  },
  {
    name: HEADER.lang,
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'zh-CN (default) or en-US',
  },
  { name: HEADER.deviceNo, in: 'header', required: false, schema: { type: 'string' } },
  { name: HEADER.visitorId, in: 'header', required: false, schema: { type: 'string' } },
];

/** OpenAPI 3 document generated from the shared contract, so docs cannot drift from the code. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(endpoints)) {
    const parameters: unknown[] = [...commonHeaders];
    if (def.auth) {
      parameters.push({
        name: HEADER.token,
        in: 'header',
        required: def.auth === true,
        schema: { type: 'string' },
      });
    }
    const permission = 'permission' in def ? def.permission : undefined;
    const roles = permission ? rolesFor(permission) : undefined;
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: roles ? `${def.summary} (permission ${permission}: ${roles.join(', ')})` : def.summary,
      ...(roles ? { security: [{ operatorBearer: [] }] } : {}),
      parameters,
      responses: {
        200: {
          description: 'Envelope: `{status: true, data}` or a business failure `{status: false, data, code}`',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {
                    type: 'object',
                    required: ['status', 'data'],
                    properties: {
                      status: { type: 'boolean', enum: [true] },
                      data: toSchema(def.response, 'output'),
                    },
                  },
                  failEnvelope,
                ],
              },
            },
          },
        },
        400: { description: 'Malformed input', content: { 'application/json': { schema: failEnvelope } } },
        429: { description: 'Rate limited', content: { 'application/json': { schema: failEnvelope } } },
      },
    };
    const requestSchema = toSchema(def.request, 'input');
    if (readsQuery(def.method)) {
      const props = (requestSchema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((requestSchema.required as string[] | undefined) ?? []);
      for (const [key, schema] of Object.entries(props)) {
        parameters.push({ name: key, in: 'query', required: required.has(key), schema });
      }
    } else if ('multipart' in def && def.multipart) {
      // A file upload: one `file` part (the endpoint checks what it is by its content).
      const file = {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      };
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: file } } };
    } else {
      const content: Record<string, unknown> = { 'application/json': { schema: requestSchema } };
      if (!('json' in def && def.json))
        content['application/x-www-form-urlencoded'] = { schema: requestSchema };
      operation.requestBody = { required: true, content };
    }
    paths[def.path] = { ...(paths[def.path] ?? {}), [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Houseline API',
      version,
      description:
        'Member and operator API of the Houseline site. Every response is the {status, data} envelope.',
    },
    components: {
      securitySchemes: {
        operatorBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token from POST /api/admin/v1/login',
        },
      },
    },
    paths,
  };
}
