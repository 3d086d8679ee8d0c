// Try-it (POST /__mock/try): one operation of the contract sent through the app in-process (inject)
// as a chosen shopper, with the answer and its contract check. The shopper's password is never
// needed nor shown: a session is opened for the try and closed after it, and its token stays in
// this process (the traffic log hides it like any token).
import type { FastifyInstance } from 'fastify';
import type {
  ControlAnswer,
  TrafficViolation,
  TryAnswer,
  TryRequest,
} from '@storefront/contracts/control-api';
import { findUser, openSession, sessionKey } from '../domain/accounts';
import type { Store } from '../store/store';
import { operationUrl } from './contract-examples';
import { TRY_HEADER, tryHeaderValue } from './fault-injection';
import { closedObject } from './input-schemas';
import { controlError, servedOperation } from './override-routes';
import { trafficValidator } from './traffic';
import type { TrafficLog } from './traffic';

/** The most path and query parameters a try may name. */
export const TRY_PARAMETERS_MAX = 50;

export function tryRoutes(
  app: FastifyInstance,
  options: { store: Store; traffic?: TrafficLog },
): void {
  const { store, traffic } = options;
  let lastTry = 0;
  const scalar = {
    anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'boolean' }],
  } as const;
  const parameters = {
    type: 'object',
    maxProperties: TRY_PARAMETERS_MAX,
    propertyNames: { maxLength: 100 },
    additionalProperties: scalar,
  } as const;

  app.post<{ Body: TryRequest }>(
    '/try',
    {
      schema: {
        body: closedObject(['operationId'], {
          operationId: { type: 'string', minLength: 1, maxLength: 100 },
          path: parameters,
          query: parameters,
          body: {},
          shopperId: { type: 'integer', minimum: 1 },
        }),
      },
    },
    async (request): Promise<ControlAnswer<TryAnswer>> => {
      const { operationId, shopperId, body } = request.body;
      const served = servedOperation(app.contract, operationId);
      const url = operationUrl(
        served,
        request.body.path as Record<string, string | number> | undefined,
        request.body.query,
      );
      let token: string | undefined;
      if (shopperId !== undefined) {
        token = store.transaction((db) => {
          if (!findUser(db, shopperId)) throw controlError(404, `no shopper ${shopperId}`);
          return openSession(db, shopperId);
        });
      }
      const id = (lastTry += 1);
      const started = performance.now();
      try {
        const sends = body !== undefined && served.method !== 'GET';
        const answer = await app.inject({
          method: served.method,
          url,
          headers: {
            [TRY_HEADER]: tryHeaderValue(id),
            ...(token ? { [app.contract.tokenHeader]: token } : {}),
            ...(sends ? { 'content-type': 'application/json' } : {}),
          },
          ...(sends ? { payload: JSON.stringify(body) } : {}),
        });
        const ms = Math.round((performance.now() - started) * 10) / 10;
        let answered: unknown = answer.body === '' ? null : answer.body;
        try {
          answered = JSON.parse(answer.body) as unknown;
        } catch {
          // Not JSON: the text as it came.
        }
        // The log's entry of this try (it hides the secrets and checks it); without the log, the
        // check is made here.
        const entry = traffic
          ?.list({ after: 0 })
          .findLast(
            (candidate) => candidate.injected?.kind === 'try' && candidate.injected.id === id,
          );
        const violations: TrafficViolation[] = entry
          ? entry.violations
          : checkTry(served.method, url, sends ? body : undefined, answer.statusCode, answered);
        return {
          ok: true,
          id: entry?.id ?? 0,
          method: served.method,
          url,
          status: answer.statusCode,
          ms,
          body: answered,
          violations,
        };
      } finally {
        if (token) {
          const opened = token;
          // The try's own session, gone with it (unless the operation ended it: a logout).
          store.transaction((db) =>
            db.run(db.q.deleteFrom('sessions').where('key', '=', sessionKey(opened))),
          );
        }
      }
    },
  );
}

function checkTry(
  method: string,
  url: string,
  body: unknown,
  status: number,
  answer: unknown,
): TrafficViolation[] {
  const validator = trafficValidator();
  const violations: TrafficViolation[] = [];
  const requestCheck = validator.validateRequest({
    method,
    url,
    body,
    headers: { 'content-type': 'application/json' },
  });
  if (!requestCheck.ok) {
    for (const error of requestCheck.errors) {
      violations.push({ direction: 'request', error, injected: true });
    }
  }
  const responseCheck = validator.validateResponse({ method, url, status, body: answer });
  if (!responseCheck.ok) {
    for (const error of responseCheck.errors) violations.push({ direction: 'response', error });
  }
  return violations.slice(0, 20);
}
