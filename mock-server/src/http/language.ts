import type { FastifyRequest } from 'fastify';
import { toLanguage } from '../domain/languages';
import type { LanguageCode, User } from '../store/state';

/** The shopper's language: the `lang` header, else a `lang` query value, else the saved one, else English. */
export function requestLanguage(request: FastifyRequest, user: User | undefined): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  return toLanguage(request.headers.lang) ?? toLanguage(query?.lang) ?? user?.lang ?? 'en';
}
