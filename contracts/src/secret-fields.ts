// Node only: hides what the contract says is secret in a logged exchange (the mock-server's
// traffic log, the proxy mode's violations). A value is secret when the schema of its field, or a
// parameter, is marked `x-secret: true` (or `format: password`, OpenAPI's own hint), wherever it
// sits: a request body, an answer, a query string. A field the contract does not declare at that
// place is hidden when its name is the name of a secret anywhere in the contract (a password sent
// under its own name to the wrong operation, a token in a query string), or of the token header.
import {
  listOperations,
  loadContract,
  resolveRef,
  type ContractDocument,
  type ContractOperationEntry,
} from './load-contract';

/** What a hidden value is replaced with, whatever its JSON type. */
export const HIDDEN = '(hidden)';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SecretFields {
  /**
   * Names of secret fields and parameters anywhere in the contract, and the token header's name:
   * a field or parameter the contract does not declare where it is found is hidden by its name.
   */
  readonly names: ReadonlySet<string>;
  /** A request's JSON body text with its secrets hidden; null when the text is not JSON. */
  hideInRequest(method: string, url: string, text: string): string | null;
  /** An answer's JSON text with its secrets hidden; null when the text is not JSON. */
  hideInResponse(method: string, url: string, status: number, text: string): string | null;
  /** The URL with the values of secret query parameters replaced by `(hidden)`. */
  hideInUrl(method: string, url: string): string;
}

/** A schema's own object and every schema it is made of (`$ref`, `allOf`, `oneOf`, `anyOf`). */
function expand(document: object, schema: unknown, depth = 0): Json[] {
  const resolved = resolveRef(document, schema);
  if (!isObject(resolved) || depth > 16) return [];
  const parts: Json[] = [resolved];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = resolved[key];
    if (Array.isArray(list))
      for (const sub of list) parts.push(...expand(document, sub, depth + 1));
  }
  return parts;
}

const marksSecret = (schema: Json) => schema['x-secret'] === true || schema.format === 'password';

interface Matcher {
  entry: ContractOperationEntry;
  pattern: RegExp;
}

export function createSecretFields(document: ContractDocument = loadContract()): SecretFields {
  const names = new Set<string>();
  const collect = (value: unknown, depth = 0): void => {
    if (depth > 64) return;
    if (Array.isArray(value)) {
      for (const item of value) collect(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (isObject(value.properties)) {
      for (const [name, field] of Object.entries(value.properties)) {
        if (expand(document, field).some(marksSecret)) names.add(name);
      }
    }
    // A parameter object: marked itself, or through its schema.
    if (typeof value.name === 'string' && typeof value.in === 'string') {
      if (marksSecret(value) || expand(document, value.schema).some(marksSecret)) {
        names.add(value.name);
      }
    }
    for (const inner of Object.values(value)) collect(inner, depth + 1);
  };
  collect(document.paths);
  collect(document.components);
  for (const scheme of Object.values(document.components.securitySchemes ?? {})) {
    if (isObject(scheme) && scheme.type === 'apiKey' && typeof scheme.name === 'string') {
      names.add(scheme.name);
    }
  }

  const matchers: Matcher[] = listOperations(document).map((entry) => ({
    entry,
    pattern: new RegExp(
      `^${entry.path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    ),
  }));
  const find = (method: string, url: string): ContractOperationEntry | undefined => {
    const lower = method.toLowerCase();
    const path = url.split(/[?#]/, 1)[0] ?? '';
    return matchers.find((m) => m.entry.method === lower && m.pattern.test(path))?.entry;
  };

  // Every answer is the envelope: its fields are never hidden by name.
  const envelope = expand(document, { $ref: '#/components/schemas/Failure' });

  function hide(value: unknown, schemas: Json[], depth: number): unknown {
    if (depth > 64) return value;
    if (Array.isArray(value)) {
      const items = schemas.flatMap((schema) =>
        schema.items === undefined ? [] : expand(document, schema.items),
      );
      return value.map((item) => hide(item, items, depth + 1));
    }
    if (!isObject(value)) return value;
    // No prototype: a "__proto__" key of the parsed text stays a plain field.
    const shown = Object.create(null) as Json;
    for (const [key, inner] of Object.entries(value)) {
      const declared = schemas.flatMap((schema) =>
        isObject(schema.properties) && Object.hasOwn(schema.properties, key)
          ? expand(document, schema.properties[key])
          : [],
      );
      const additional =
        declared.length > 0
          ? []
          : schemas.flatMap((schema) =>
              isObject(schema.additionalProperties)
                ? expand(document, schema.additionalProperties)
                : [],
            );
      const secret =
        declared.some(marksSecret) ||
        additional.some(marksSecret) ||
        (declared.length === 0 && names.has(key));
      shown[key] = secret ? HIDDEN : hide(inner, [...declared, ...additional], depth + 1);
    }
    return shown;
  }

  function hideText(text: string, schemas: Json[]): string | null {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    return JSON.stringify(hide(value, schemas, 0));
  }

  function requestSchemas(entry: ContractOperationEntry | undefined): Json[] {
    const body = resolveRef(document, entry?.operation.requestBody);
    const content = isObject(body) && isObject(body.content) ? body.content : {};
    const media = content['application/json'];
    return isObject(media) ? expand(document, media.schema) : [];
  }

  function responseSchemas(entry: ContractOperationEntry | undefined, status: number): Json[] {
    if (!entry) return envelope;
    const responses = entry.operation.responses;
    const declared = responses[String(status)] ?? responses.default;
    // An undeclared status: any of the operation's answers.
    const candidates = declared === undefined ? Object.values(responses) : [declared];
    const schemas = candidates.flatMap((response) => {
      const resolved = resolveRef(document, response);
      const content = isObject(resolved) && isObject(resolved.content) ? resolved.content : {};
      const media = content['application/json'];
      return isObject(media) ? expand(document, media.schema) : [];
    });
    return schemas.length > 0 ? schemas : envelope;
  }

  function secretParameter(entry: ContractOperationEntry | undefined, name: string): boolean {
    const parameters = [
      ...(entry?.pathItem.parameters ?? []),
      ...(entry?.operation.parameters ?? []),
    ]
      .map((raw) => resolveRef(document, raw))
      .filter(isObject)
      .filter((parameter) => parameter.in === 'query' && parameter.name === name);
    if (parameters.length === 0) return names.has(name);
    return parameters.some(
      (parameter) => marksSecret(parameter) || expand(document, parameter.schema).some(marksSecret),
    );
  }

  return {
    names,
    hideInRequest: (method, url, text) => hideText(text, requestSchemas(find(method, url))),
    hideInResponse: (method, url, status, text) =>
      hideText(text, responseSchemas(find(method, url), status)),
    hideInUrl(method, url) {
      const mark = url.indexOf('?');
      if (mark === -1) return url;
      const entry = find(method, url);
      const hash = url.indexOf('#', mark);
      const query = url.slice(mark + 1, hash === -1 ? undefined : hash);
      const parts = query.split('&').map((part) => {
        const equals = part.indexOf('=');
        const raw = equals === -1 ? part : part.slice(0, equals);
        let name = raw;
        try {
          name = decodeURIComponent(raw.replaceAll('+', ' '));
        } catch {
          // A malformed escape: judged by its raw text.
        }
        return secretParameter(entry, name) ? `${raw}=${HIDDEN}` : part;
      });
      return `${url.slice(0, mark + 1)}${parts.join('&')}${hash === -1 ? '' : url.slice(hash)}`;
    },
  };
}
