import type { components } from '@storefront/contracts/generated/openapi';
import {
  authenticate,
  changePassword,
  checkPayCode,
  closeSession,
  openSession,
  register,
  resetPasswordWithCode,
  sendResetCode,
  SESSION_LIFETIME_MS,
  RESET_CODE_LIFETIME_MS,
  RESET_CODE_RESEND_MS,
  setLanguage,
  setPayCode,
  updateProfile,
} from '../domain/accounts';
import { LANGUAGES, toLanguage } from '../domain/languages';
import { HELP_SUPPORT, LAW } from '../domain/pages';
import { requireOwnPictures } from '../domain/uploads';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import * as rules from '../http/shop-rules';
import { languageView, sessionView, userView } from './views';

type Schemas = components['schemas'];

/** The login also sets the Admin-Token cookie (path /, 3 days), as the web app keeps it. */
const COOKIE_OPTIONS = { path: '/', maxAge: SESSION_LIFETIME_MS / 1000, sameSite: 'lax' as const };

export const accountHandlers: OperationHandlers = {
  userLogin: mutation(async ({ state, body, reply, contract }) => {
    const request = body as Schemas['LoginRequest'];
    rules.required(request.account, 'account_required');
    rules.required(request.password, 'password_required');
    const account = rules.email(request.account);
    const user = await authenticate(state, account, request.password);
    const token = openSession(state, user.id);
    reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
    return sessionView(user, token, SESSION_LIFETIME_MS);
  }),

  userRegister: mutation(async ({ state, body, reply, contract, lang, request: http }) => {
    const request = body as Schemas['RegisterRequest'];
    const email = rules.email(request.email);
    const password = rules.password(request.password);
    rules.sameEntry(password, request.confirm_password);
    const mobile = request.mobile?.trim() ? rules.mobile(request.mobile) : '';
    const user = await register(state, {
      email,
      password,
      ...(request.nickname !== undefined ? { nickname: request.nickname } : {}),
      mobile,
      // A shopper who registers in a language keeps it.
      lang: toLanguage(http.headers.lang) ?? lang,
    });
    const token = openSession(state, user.id);
    reply.setCookie(contract.tokenCookie, token, COOKIE_OPTIONS);
    return sessionView(user, token, SESSION_LIFETIME_MS);
  }),

  userGetUserInfo: readOnly(({ state, requireUser }) => userView(state, requireUser())),

  userLogout: mutation(({ state, token, reply, contract }) => {
    if (token) closeSession(state, token);
    reply.clearCookie(contract.tokenCookie, { path: '/' });
    return null;
  }),

  userProfile: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['ProfileRequest'];
    const user = requireUser();
    if (request.mobile !== undefined && request.mobile.trim()) rules.mobile(request.mobile);
    if (request.nickname !== undefined) rules.required(request.nickname, 'account_required');
    if (request.avatar) requireOwnPictures(state, user.id, [request.avatar]);
    updateProfile(user, {
      ...(request.nickname !== undefined ? { nickname: request.nickname } : {}),
      ...(request.mobile !== undefined ? { mobile: request.mobile } : {}),
      ...(request.avatar !== undefined ? { avatar: request.avatar } : {}),
    });
    return userView(state, user);
  }),

  userResetPwd: mutation(async ({ state, body, requireUser, token }) => {
    const request = body as Schemas['ChangePasswordRequest'];
    const user = requireUser();
    rules.required(request.old_password, 'password_required');
    const next = rules.password(request.new_password);
    rules.sameEntry(next, request.confirm_password);
    await changePassword(state, user, request.old_password, next, token ?? '');
    return null;
  }),

  userResetPay: mutation(async ({ body, requireUser }) => {
    const request = body as Schemas['ChangePayPasswordRequest'];
    const user = requireUser();
    const next = rules.payCode(request.new_pay_password);
    rules.sameEntry(next, request.confirm_pay_password);
    await setPayCode(user, request.old_pay_password ?? '', next);
    return null;
  }),

  userPayPasswordStatus: readOnly(({ requireUser }) => ({
    is_set: requireUser().payCodeHash !== '',
  })),

  userVerifyPay: mutation(async ({ body, requireUser }) => {
    const request = body as Schemas['VerifyPayRequest'];
    await checkPayCode(requireUser(), request.pay_password);
    return { verified: true as const };
  }),

  userForgotSendCode: mutation(({ state, body }) => {
    const request = body as Schemas['ForgotSendCodeRequest'];
    sendResetCode(state, rules.email(request.email));
    return { expires_in: RESET_CODE_LIFETIME_MS / 1000, resend_in: RESET_CODE_RESEND_MS / 1000 };
  }),

  userForgotReset: mutation(async ({ state, body }) => {
    const request = body as Schemas['ForgotResetRequest'];
    const email = rules.email(request.email);
    const code = rules.required(request.code, 'code_required');
    const password = rules.password(request.new_password);
    rules.sameEntry(password, request.confirm_password);
    await resetPasswordWithCode(state, email, code, password);
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
