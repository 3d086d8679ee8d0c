import type { FastifyReply } from 'fastify';
import { FAILURES, RETRY_AFTER_REASONS, failureMessage } from './failures';
import type { LanguageCode } from '../store/state';

/** The answer of every /api call (contract): code 1 is success, anything else a failure. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function success<T>(data: T): Envelope<T> {
  return { code: 1, msg: 'ok', data };
}

/**
 * An answer's `data` already written as JSON text (the cart, whose lines are serialised once and
 * reused); `T` is the contract shape the text holds.
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  constructor(readonly json: string) {}
}

/** Sends the success envelope around `data` (objects are serialised, JsonText spliced in). */
export function sendSuccess(reply: FastifyReply, data: unknown): FastifyReply {
  if (data instanceof JsonText) {
    // A string with a JSON content type is sent as it is.
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"code":1,"msg":"ok","data":${data.json}}`);
  }
  return reply.send(success(data));
}

/** Sends a failure envelope; `message` overrides the catalogue's text (e.g. a schema error). */
export function sendFailure(
  reply: FastifyReply,
  reason: keyof typeof FAILURES,
  lang: LanguageCode,
  options: { detail?: string; message?: string } = {},
): FastifyReply {
  const definition = FAILURES[reason];
  const msg = options.message ?? failureMessage(reason, lang, options.detail);
  if (RETRY_AFTER_REASONS.has(reason) && options.detail)
    reply.header('retry-after', options.detail);
  return reply
    .code(definition.status)
    .send({ code: definition.code, msg, data: null } satisfies Envelope<null>);
}
