// The JSON Schemas of the control routes' inputs, which Fastify checks before a handler runs. Every
// object the control API takes names all its fields: one it does not name is dropped (Fastify's Ajv
// removes additional properties), a wrong type or a missing required field answers 400.

/** The `:id` of a route: a positive integer. */
export const idParam = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/** A body or query string of exactly `properties`, the `required` ones present. */
export function closedObject<Properties extends Record<string, object>>(
  required: readonly (keyof Properties & string)[],
  properties: Properties,
) {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required.length > 0 ? { required } : {}),
  } as const;
}
