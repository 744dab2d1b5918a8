import { z } from 'zod';
import { CALL_FAMILIES, type CallFamily } from '@/contract/calls';
import {
  answerOf,
  FILE_TYPES,
  filterParams,
  paging,
  pathParams,
  type CallDeclaration,
} from '@/contract/wire';

/** docs/api.md and docs/openapi.json as text, from the contract's declarations and the prose around them. */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  additionalProperties?: JsonSchema | boolean;
  [key: string]: unknown;
};

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** The request's parameters: the declared ones, and paging for a paged list. */
function requestSchema(declaration: CallDeclaration): z.ZodObject | undefined {
  const declared = declaration.request;
  if (declared && !(declared instanceof z.ZodObject))
    throw new Error(`${declaration.path}: request is not an object`);
  if (!declaration.paged) return declared;
  return paging.extend(filterParams(declaration.filters).shape).extend(declared?.shape ?? {});
}

const carrierOf = (declaration: CallDeclaration) =>
  declaration.carrier ?? (declaration.method === 'GET' ? 'query' : 'form');

const accessText = (declaration: CallDeclaration) =>
  declaration.access === 'public'
    ? 'no session'
    : declaration.access === 'session'
      ? 'any session'
      : [declaration.access]
          .flat()
          .map((code) => `\`${code}\``)
          .join(' or ');

// ---------- docs/api.md ----------

/** A schema's shape in one line: `{ id, name?, rows: [{ a, b }] }`. */
function shapeOf(schema: JsonSchema): string {
  if (schema.anyOf) {
    const kinds = schema.anyOf.map(shapeOf);
    return [...new Set(kinds)].join(' | ');
  }
  if (schema.type === 'null') return 'null';
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, field]) => {
      const inner = field.properties || field.items || field.anyOf?.some((s) => s.properties || s.items);
      return `${name}${required.has(name) ? '' : '?'}${inner ? `: ${shapeOf(field)}` : ''}`;
    });
    return `{ ${fields.join(', ')} }`;
  }
  if (schema.type === 'array' && schema.items) return `[${shapeOf(schema.items)}]`;
  if (schema.type === 'object') return 'object';
  return String(schema.type ?? 'any');
}

/** What is said of each field: its description, its values; dotted paths for nested ones. */
function fieldNotes(schema: JsonSchema, prefix = ''): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap((s) => fieldNotes(s, prefix));
  if (schema.type === 'array' && schema.items) return fieldNotes(schema.items, prefix);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const values = field.enum ?? (field.const !== undefined ? [field.const] : undefined);
    const said = [field.description, values && `one of ${values.map((v) => `\`${String(v)}\``).join(', ')}`]
      .filter(Boolean)
      .join('; ');
    return [...(said ? [`\`${path}\`: ${said}`] : []), ...fieldNotes(field, `${path}.`)];
  });
}

function callSection(declaration: CallDeclaration): string {
  const lines = [
    `#### \`${declaration.method} ${declaration.host === 'print' ? '<printHost>' : ''}${declaration.path}\``,
    '',
  ];
  const traits = [
    declaration.reads ? 'read' : 'write',
    declaration.paged && 'paged',
    declaration.request || declaration.paged ? carrierOf(declaration) : undefined,
  ].filter(Boolean);
  lines.push(
    `${declaration.summary[0].toUpperCase()}${declaration.summary.slice(1)}. Access: ${accessText(declaration)}; ${traits.join(', ')}.`,
    '',
  );
  const request = requestSchema(declaration);
  if (request) {
    const schema = jsonSchemaOf(request, 'input');
    lines.push(`- Request: \`${shapeOf(schema)}\``);
    lines.push(...fieldNotes(schema).map((note) => `  - ${note}`));
  }
  const answer = answerOf(declaration);
  if (declaration.file) {
    lines.push(
      `- Answer: a file (${declaration.file === 'any' ? 'as uploaded' : FILE_TYPES[declaration.file] + '…'})`,
    );
  } else if (answer && declaration.response) {
    const row = jsonSchemaOf(declaration.response, 'output');
    lines.push(
      `- Answer \`data\`: ${declaration.paged ? 'a page (`{ list, count, pageNo, pageSize }`) of ' : ''}\`${shapeOf(row)}\``,
    );
    lines.push(...fieldNotes(row).map((note) => `  - ${note}`));
  } else {
    lines.push('- Answer: the envelope and its message');
  }
  return lines.join('\n');
}

/** The prose for a family: what follows its `<!-- family: name -->` marker, up to the next one. */
function familyProse(prose: string): { head: string; families: Map<string, string> } {
  const parts = prose.split(/^<!-- family: (\w+) -->$/m);
  const families = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) families.set(parts[i], parts[i + 1].trim());
  return { head: parts[0].trim(), families };
}

function apiMarkdown(prose: string): string {
  const { head, families } = familyProse(prose);
  const unknown = [...families.keys()].filter((name) => !(name in CALL_FAMILIES));
  if (unknown.length)
    throw new Error(`api-prose.md names families the contract has not: ${unknown.join(', ')}`);
  const sections = Object.entries(CALL_FAMILIES as Record<string, CallFamily>).map(([name, family]) => {
    const calls = Object.values(family.calls);
    const reads = calls.filter((c) => c.reads).length;
    return [
      `## ${family.title}`,
      `${calls.length} calls (${reads} read, ${calls.length - reads} write).`,
      families.get(name) ?? '',
      ...calls.map(callSection),
    ]
      .filter(Boolean)
      .join('\n\n');
  });
  const notice =
    '<!-- Generated by npm run contract:doc from src/contract and scripts/contract/api-prose.md: edit those. -->';
  return `${notice}\n\n${head}\n\n${sections.join('\n\n')}\n`;
}

// ---------- docs/openapi.json ----------

const ENVELOPE = {
  type: 'object',
  description:
    'Every JSON answer. Success is spelt success, isSuccess or result (result "login": the session is gone); the message errorMsg, errmsg or message.',
  properties: {
    success: { type: ['boolean', 'string'] },
    isSuccess: { type: ['boolean', 'string'] },
    result: { type: ['boolean', 'string'] },
    errorMsg: { type: 'string' },
    errmsg: { type: 'string' },
    message: { type: 'string' },
    data: {},
  },
};

function operation(id: string, family: string, declaration: CallDeclaration) {
  const request = requestSchema(declaration);
  const inPath = pathParams(declaration.path);
  const schema = request && jsonSchemaOf(request, 'input');
  const required = new Set(schema?.required ?? []);
  const carrier = carrierOf(declaration);
  const parameters = Object.entries(schema?.properties ?? {})
    .filter(([name]) => inPath.includes(name) || carrier === 'query')
    .map(([name, field]) => ({
      name,
      in: inPath.includes(name) ? 'path' : 'query',
      required: inPath.includes(name) || required.has(name),
      schema: field,
    }));
  const bodyFields = Object.fromEntries(
    Object.entries(schema?.properties ?? {}).filter(([name]) => !inPath.includes(name)),
  );
  const requestBody =
    carrier !== 'query' && schema && Object.keys(bodyFields).length
      ? {
          required: true,
          content: {
            [{
              form: 'application/x-www-form-urlencoded',
              json: 'application/json',
              multipart: 'multipart/form-data',
            }[carrier]]: {
              schema: {
                ...schema,
                properties: bodyFields,
                required: schema.required?.filter((name) => !inPath.includes(name)),
              },
            },
          },
        }
      : undefined;
  const answer = answerOf(declaration);
  const envelopeOf = (data?: JsonSchema) => ({
    schema: data
      ? { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data } }] }
      : { $ref: '#/components/schemas/Envelope' },
  });
  const content = declaration.file
    ? {
        [declaration.file === 'any'
          ? 'application/octet-stream'
          : declaration.file === 'image'
            ? 'image/*'
            : FILE_TYPES[declaration.file]]: {
          schema: { type: 'string', format: 'binary' },
        },
        'application/json': envelopeOf(),
      }
    : { 'application/json': envelopeOf(answer && jsonSchemaOf(answer, 'output')) };
  return {
    operationId: id,
    tags: [family],
    summary: declaration.summary,
    ...(declaration.host === 'print'
      ? { servers: [{ url: '/print', description: 'the print host (config printHost)' }] }
      : {}),
    ...(declaration.access === 'public' ? { security: [] } : {}),
    'x-access': declaration.access,
    'x-reads': declaration.reads,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      200: {
        description: declaration.file ? 'the file; a refusal is the JSON envelope' : 'the envelope',
        content,
      },
    },
  };
}

function openApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const entries = Object.entries(CALL_FAMILIES as Record<string, CallFamily>);
  for (const [family, { calls }] of entries) {
    for (const [name, declaration] of Object.entries(calls)) {
      const method = declaration.method.toLowerCase();
      const at = (paths[declaration.path] ??= {});
      if (at[method]) throw new Error(`${declaration.method} ${declaration.path} is declared twice`);
      at[method] = operation(`${family}.${name}`, family, declaration);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '特种设备企业自助服务平台 — backend contract',
      version,
      description: 'Generated by npm run contract:doc from src/contract; docs/api.md says the rest.',
    },
    servers: [{ url: '/esp', description: 'the backend (config baseUrl)' }],
    tags: entries.map(([name, family]) => ({ name, description: family.title })),
    security: [{ session: [], extendedSession: [] }],
    paths,
    components: {
      schemas: { Envelope: ENVELOPE },
      securitySchemes: {
        session: { type: 'apiKey', in: 'query', name: '__sid', description: 'config sessionParams.sid' },
        extendedSession: {
          type: 'apiKey',
          in: 'query',
          name: '__esid',
          description: 'config sessionParams.extendSid',
        },
      },
    },
  };
}

/** The generated files by their path in the repository, before formatting. */
export const contractDocuments = (prose: string, version: string): Record<string, string> => ({
  'docs/api.md': apiMarkdown(prose),
  'docs/openapi.json': `${JSON.stringify(openApi(version), null, 2)}\n`,
});
