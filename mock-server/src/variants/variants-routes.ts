// GET and PUT /__mock/variants, mounted by the control plugin (which guards them like every
// /__mock route): read and switch the variants mode while the server runs.
import type { FastifyInstance } from 'fastify';
import type {
  ControlAnswer,
  ControlFailure,
  VariantsRequest,
  VariantsState,
} from '@storefront/contracts/control-api';
import { VARIANT_CHANGES_KEPT, VARIANT_PATHS_KEPT } from '@storefront/contracts/control-api';
import { closedObject } from '../control/input-schemas';
import { parseVariantMode } from './transform';

export function variantsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { after?: number; limit?: number } }>(
    '/variants',
    {
      schema: {
        querystring: closedObject([], {
          after: { type: 'integer', minimum: 0 },
          limit: { type: 'integer', minimum: 1, maximum: VARIANT_CHANGES_KEPT },
        }),
      },
    },
    async (request): Promise<ControlAnswer<VariantsState>> => {
      const state = app.variants.state(request.query.after);
      const { limit } = request.query;
      return { ok: true, ...state, changes: limit ? state.changes.slice(-limit) : state.changes };
    },
  );
  app.put<{ Body: VariantsRequest }>(
    '/variants',
    {
      schema: {
        body: closedObject(['mode'], {
          mode: { type: 'string', maxLength: 40 },
          operationId: { type: 'string', maxLength: 100 },
          paths: {
            type: 'array',
            maxItems: VARIANT_PATHS_KEPT,
            items: { type: 'string', maxLength: 1000 },
          },
        }),
      },
    },
    async (request, reply): Promise<ControlAnswer<VariantsState> | ControlFailure> => {
      const mode = parseVariantMode(request.body.mode);
      if (!mode) {
        return reply.code(400).send({
          ok: false,
          error: 'mode must be off, minimal, maximal or random:<seed> (0 to 4294967295)',
        });
      }
      const { operationId, paths } = request.body;
      if (
        operationId !== undefined &&
        !app.contract.operations.some((op) => op.operationId === operationId)
      ) {
        return reply.code(400).send({ ok: false, error: `unknown operationId ${operationId}` });
      }
      app.variants.set(mode, {
        ...(operationId ? { operationId } : {}),
        ...(paths ? { paths } : {}),
      });
      return { ok: true, ...app.variants.state() };
    },
  );
}
