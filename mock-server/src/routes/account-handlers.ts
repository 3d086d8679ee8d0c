import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changePassword,
  checkPayCode,
  closeSession,
  countClientTry,
  logIn,
  openSession,
  register,
  resetPasswordWithCode,
  sendResetCode,
  SESSION_LIFETIME_MS,
  setLanguage,
  setPayCode,
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
import { mutation, readOnly } from '../http/operation-handler';
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

export const accountHandlers: OperationHandlers = {
  userLogin: mutation(async ({ state, body, reply, contract, guards, client, request: http }) => {
    const request = checkRule(loginRule, body);
    const device = deviceOf(http, guards);
    const user = await logIn(state, guards, request.account, request.password, client, device);
    const token = openSession(state, user.id);
    reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
    setDeviceCookie(http, reply, guards, user.id);
    return sessionView(user, token, SESSION_LIFETIME_MS);
  }),

  userRegister: mutation(
    async ({ state, body, reply, contract, lang, guards, client, request: http }) => {
      const request = checkRule(registerRule, body);
      const user = await register(
        state,
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
      const token = openSession(state, user.id);
      reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
      setDeviceCookie(http, reply, guards, user.id);
      return sessionView(user, token, SESSION_LIFETIME_MS);
    },
  ),

  userGetUserInfo: readOnly(({ state, requireUser }) => userView(state, requireUser())),

  userLogout: mutation(({ state, token, reply, contract }) => {
    if (token) closeSession(state, token);
    reply.clearCookie(contract.tokenCookie, { path: '/' });
    return null;
  }),

  userProfile: mutation(({ state, body, requireUser }) => {
    const request = checkRule(profileRule, body);
    const user = requireUser();
    if (request.avatar) requireOwnPictures(state, user.id, [request.avatar]);
    updateProfile(user, {
      ...(request.nickname !== undefined ? { nickname: request.nickname } : {}),
      ...(request.mobile !== undefined ? { mobile: request.mobile } : {}),
      ...(request.avatar !== undefined ? { avatar: request.avatar } : {}),
    });
    return userView(state, user);
  }),

  userResetPwd: mutation(async ({ state, body, requireUser, guards }) => {
    const request = checkRule(changePasswordRule, body);
    const user = requireUser();
    await changePassword(state, user, request.old_password, request.new_password, guards);
    return null;
  }),

  userResetPay: mutation(async ({ body, requireUser, guards }) => {
    const user = requireUser();
    const request = checkRule(changePayPasswordRule({ isSet: user.payCodeHash !== '' }), body);
    await setPayCode(user, request.old_pay_password ?? '', request.new_pay_password, guards.limits);
    return null;
  }),

  userPayPasswordStatus: readOnly(({ requireUser }) => ({
    is_set: requireUser().payCodeHash !== '',
  })),

  userVerifyPay: mutation(async ({ body, requireUser, guards }) => {
    const request = checkRule(payPasswordRule, body);
    await checkPayCode(requireUser(), request.pay_password, guards.limits);
    return { verified: true as const };
  }),

  userForgotSendCode: mutation(async ({ state, body, guards, client }) => {
    const request = checkRule(forgotSendCodeRule, body);
    await sendResetCode(state, guards, request.email, client);
    return {
      expires_in: Math.round(guards.limits.codeLifetimeMs / 1000),
      resend_in: Math.round(guards.limits.codeResendMs / 1000),
    };
  }),

  userForgotReset: mutation(async ({ state, body, guards, client, reply, request: http }) => {
    const request = checkRule(forgotResetRule, body);
    const { resetTriesPerClient, resetWindowMs } = guards.limits;
    countClientTry(
      guards.resetsByClient,
      client,
      resetTriesPerClient,
      resetWindowMs,
      'too_many_resets',
    );
    const user = await resetPasswordWithCode(
      state,
      request.email,
      request.code,
      request.new_password,
      guards.limits,
      client,
    );
    // A new password ends the account's login slow-down, and the browser that proved it reads
    // the account's mail is trusted with its logins (OWASP's device cookies, against lockout).
    guards.loginsByAccount.forget(user.email);
    setDeviceCookie(http, reply, guards, user.id);
    return null;
  }),

  userLanguageList: readOnly(() => LANGUAGES.map((language) => ({ ...language }))),

  userSetLanguage: mutation(({ query, requireUser }) => {
    const lang = toLanguage(query.lang) ?? 'en';
    setLanguage(requireUser(), lang);
    return languageView(lang);
  }),

  userHelpSupport: readOnly(({ lang }) => [{ id: 1, ...HELP_SUPPORT[lang] }]),

  userLaw: readOnly(({ lang }) => [{ id: 1, ...LAW[lang] }]),
};
