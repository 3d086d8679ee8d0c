import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changePassword,
  checkPayCode,
  checkResetCode,
  closeSession,
  countClientTry,
  logIn,
  openCheckedSession,
  openSession,
  preparePasswordChange,
  preparePayCode,
  prepareRegistration,
  prepareResetCode,
  register,
  resetPasswordWithCode,
  sendResetCode,
  SESSION_LIFETIME_MS,
  setLanguage,
  setPayCode,
  settlePayCode,
  updateProfile,
} from '../domain/accounts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_LIFETIME_MS,
  DEVICE_COOKIE_PATH,
  issueDeviceCookie,
  readDeviceCookie,
} from '../domain/device-cookie';
import type { DeviceClaim } from '../domain/device-cookie';
import { LANGUAGES, toLanguage } from '../domain/languages';
import type { Guards } from '../domain/limits';
import { HELP_SUPPORT, LAW } from '../domain/pages';
import { requireOwnPictures } from '../domain/uploads';
import { handler, preparedHandler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import {
  changePasswordRule,
  changePayPasswordRule,
  forgotResetRule,
  forgotSendCodeRule,
  loginRule,
  payPasswordRule,
  profileRule,
  registerRule,
} from '@storefront/contracts/rules';
import { checkRule } from '../http/rule-check';
import { languageView, sessionView, userView } from './views';

/** The login also sets the Admin-Token cookie (path /, 3 days), as the web app keeps it. */
const COOKIE_OPTIONS = { path: '/', maxAge: SESSION_LIFETIME_MS / 1000, sameSite: 'lax' as const };

/** The device cookie of a login, verified: its account and nonce, or undefined. */
function deviceOf(request: FastifyRequest, guards: Guards): DeviceClaim | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || !header.includes(DEVICE_COOKIE)) return undefined;
  return readDeviceCookie(guards.deviceKey, request.server.parseCookie(header)[DEVICE_COOKIE]);
}

/**
 * Gives the browser that just proved it knows the account's password (or, after a reset, its
 * mailbox) a device cookie: HttpOnly, SameSite=Lax, sent to the login only, for 30 days.
 */
function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  guards: Guards,
  userId: number,
): void {
  reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(guards.deviceKey, userId), {
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_LIFETIME_MS / 1000,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

// What waits (scrypt, a login's slow-down) is each handler's `prepare`, before the request's
// transaction; what it writes is its `run`, in the transaction (see domain/accounts.ts). A
// `prepare` is async, so a refusal it throws (a rule) is its promise's rejection.
export const accountHandlers: OperationHandlers = {
  userLogin: preparedHandler(
    async ({ db, body, guards, client, request: http }) => {
      const request = checkRule(loginRule, body);
      const device = deviceOf(http, guards);
      return logIn(db, guards, request.account, request.password, client, device);
    },
    ({ db, reply, contract, guards, request: http }, user) => {
      const token = openCheckedSession(db, user);
      reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
      setDeviceCookie(http, reply, guards, user.id);
      return sessionView(user, token, SESSION_LIFETIME_MS);
    },
  ),

  userRegister: preparedHandler(
    async ({ body, lang, guards, client, request: http }) => {
      const request = checkRule(registerRule, body);
      return prepareRegistration(
        {
          email: request.email,
          password: request.password,
          ...(request.nickname !== undefined ? { nickname: request.nickname } : {}),
          mobile: request.mobile ?? '',
          // A shopper who registers in a language keeps it.
          lang: toLanguage(http.headers.lang) ?? lang,
        },
        guards,
        client,
      );
    },
    ({ db, reply, contract, guards, request: http }, account) => {
      const user = register(db, account);
      const token = openSession(db, user.id);
      reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
      setDeviceCookie(http, reply, guards, user.id);
      return sessionView(user, token, SESSION_LIFETIME_MS);
    },
  ),

  userGetUserInfo: handler(({ db, requireUser }) => userView(db, requireUser())),

  userLogout: handler(({ db, token, reply, contract }) => {
    if (token) closeSession(db, token);
    reply.clearCookie(contract.tokenCookie, { path: '/' });
    return null;
  }),

  userProfile: handler(({ db, body, requireUser }) => {
    const request = checkRule(profileRule, body);
    const user = requireUser();
    if (request.avatar) requireOwnPictures(db, user.id, [request.avatar]);
    const changed = updateProfile(db, user, {
      ...(request.nickname !== undefined ? { nickname: request.nickname } : {}),
      ...(request.mobile !== undefined ? { mobile: request.mobile } : {}),
      ...(request.avatar !== undefined ? { avatar: request.avatar } : {}),
    });
    return userView(db, changed);
  }),

  userResetPwd: preparedHandler(
    async ({ body, requireUser, guards }) => {
      const request = checkRule(changePasswordRule, body);
      return preparePasswordChange(
        requireUser(),
        request.old_password,
        request.new_password,
        guards,
      );
    },
    ({ db }, change) => {
      changePassword(db, change);
      return null;
    },
  ),

  userResetPay: preparedHandler(
    async ({ db, body, requireUser }) => {
      const user = requireUser();
      const request = checkRule(changePayPasswordRule({ isSet: user.payCodeHash !== '' }), body);
      return preparePayCode(db, user, request.old_pay_password ?? '', request.new_pay_password);
    },
    ({ db, requireUser, guards }, change) => {
      setPayCode(db, requireUser().id, change, guards.limits);
      return null;
    },
  ),

  userPayPasswordStatus: handler(({ requireUser }) => ({
    is_set: requireUser().payCodeHash !== '',
  })),

  userVerifyPay: preparedHandler(
    async ({ db, body, requireUser }) => {
      const request = checkRule(payPasswordRule, body);
      return checkPayCode(db, requireUser().id, request.pay_password);
    },
    ({ db, requireUser, guards }, verdict) => {
      settlePayCode(db, requireUser().id, verdict, guards.limits);
      return { verified: true as const };
    },
  ),

  userForgotSendCode: preparedHandler(
    async ({ db, body, guards, client }) => {
      const request = checkRule(forgotSendCodeRule, body);
      return prepareResetCode(db, guards, request.email, client);
    },
    ({ db, guards }, prepared) => {
      sendResetCode(db, guards, prepared);
      return {
        expires_in: Math.round(guards.limits.codeLifetimeMs / 1000),
        resend_in: Math.round(guards.limits.codeResendMs / 1000),
      };
    },
  ),

  userForgotReset: preparedHandler(
    async ({ db, body, guards, client }) => {
      const request = checkRule(forgotResetRule, body);
      const { resetTriesPerClient, resetWindowMs } = guards.limits;
      countClientTry(
        guards.resetsByClient,
        client,
        resetTriesPerClient,
        resetWindowMs,
        'too_many_resets',
      );
      return checkResetCode(
        db,
        request.email,
        request.code,
        request.new_password,
        guards.limits,
        client,
      );
    },
    ({ db, guards, reply, request: http }, check) => {
      const user = resetPasswordWithCode(db, check, guards.limits);
      // A new password ends the account's login slow-down, and the browser that proved it reads
      // the account's mail is trusted with its logins (OWASP's device cookies, against lockout).
      guards.loginsByAccount.forget(user.email);
      setDeviceCookie(http, reply, guards, user.id);
      return null;
    },
  ),

  userLanguageList: handler(() => LANGUAGES.map((language) => ({ ...language }))),

  userSetLanguage: handler(({ db, query, requireUser }) => {
    const lang = toLanguage(query.lang) ?? 'en';
    setLanguage(db, requireUser(), lang);
    return languageView(lang);
  }),

  userHelpSupport: handler(({ lang }) => [{ id: 1, ...HELP_SUPPORT[lang] }]),

  userLaw: handler(({ lang }) => [{ id: 1, ...LAW[lang] }]),
};
