import { hash } from 'node:crypto';
import { clock } from './clock';
import { fail, ShopFailure } from './failure';
import type { DeviceClaim } from './device-cookie';
import { DEFAULT_LIMITS } from './limits';
import type { EventWindow, Guards, SecurityLimits } from './limits';
import { admitDevice, admitUntrusted, waitTurn } from './login-guard';
import { hashSecret, randomDigits, randomToken, verifySecret } from './secrets';
import { findById } from '../store/find-by-id';
import { nextId } from '../store/state';
import type { LanguageCode, State, User } from '../store/state';
import { TRACKED, type StateWrites } from '../store/writes';

export const SESSION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

export function findUserByEmail(state: State, email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  return state.users.find((user) => user.email === wanted);
}

export function findUser(state: State, id: number): User | undefined {
  return findById(state.users, id);
}

export interface Registration {
  email: string;
  password: string;
  nickname?: string;
  mobile?: string;
  lang?: LanguageCode;
}

/**
 * One more try of a per-client limit, counted before anything is checked: past `limit` tries
 * within `windowMs` the request is refused with `reason` (429 with Retry-After).
 */
export function countClientTry(
  window: EventWindow,
  client: string,
  limit: number,
  windowMs: number,
  reason: 'too_many_signups' | 'too_many_resets',
): void {
  const waitMs = window.waitMs(client, limit, windowMs);
  if (waitMs > 0) fail(reason, String(Math.ceil(waitMs / 1000)));
  window.add(client, limit, windowMs);
}

/**
 * Creates an account. The contract answers a registration with a session, so a taken e-mail
 * is told apart ("already registered"): the per-client limit (`registerPerClient`, counted for
 * every try, taken or not) is what keeps that from being a free directory of the shop's customers.
 */
export async function register(
  state: State,
  input: Registration,
  guards?: Guards,
  client = '',
): Promise<User> {
  if (guards) {
    const { registerPerClient, registerWindowMs } = guards.limits;
    countClientTry(
      guards.registersByClient,
      client,
      registerPerClient,
      registerWindowMs,
      'too_many_signups',
    );
  }
  const passwordHash = await hashSecret(input.password);
  const email = input.email.trim().toLowerCase();
  // Checked after the await so two registrations of one e-mail cannot both pass.
  if (findUserByEmail(state, email)) fail('account_exists');
  const user: User = {
    id: nextId(state, 'user'),
    email,
    nickname: input.nickname?.trim() || email.split('@')[0] || email,
    mobile: input.mobile ?? '',
    avatar: '',
    passwordHash,
    payCodeHash: '',
    payCodeFailures: 0,
    payCodeLockedUntil: 0,
    balance: 0,
    lang: input.lang ?? 'en',
    createdAt: clock.now(),
  };
  state.users.push(user);
  return user;
}

/** Checks the credentials; the same failure for an unknown e-mail and a wrong password. */
export async function authenticate(state: State, email: string, password: string): Promise<User> {
  const user = findUserByEmail(state, email);
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which e-mails exist.
    await verifySecret(password, DUMMY_HASH);
    fail('wrong_credentials');
  }
  if (!(await verifySecret(password, user.passwordHash))) fail('wrong_credentials');
  return user;
}

/**
 * A login under the login limits (login-guard.ts): a device cookie of the account (`device`, read
 * and verified by the caller) meets only its own count; any other try is refused past its
 * client's counts and waits past the account's or the shop's slow-down thresholds, then its
 * password is checked. Never refused because of other clients' failures.
 */
export async function logIn(
  state: State,
  guards: Guards,
  email: string,
  password: string,
  client: string,
  device?: DeviceClaim,
): Promise<User> {
  const account = email.trim().toLowerCase();
  const known = device ? findUserByEmail(state, account) : undefined;
  const ticket =
    (known && device?.userId === known.id ? admitDevice(guards, device.nonce) : undefined) ??
    admitUntrusted(guards, account, client);
  try {
    if (ticket.delayMs > 0) await waitTurn(guards, ticket.turn, ticket.delayMs);
    const user = await authenticate(state, email, password);
    ticket.succeeded();
    return user;
  } catch (error) {
    if (!(error instanceof ShopFailure)) ticket.abandoned();
    throw error;
  }
}

const DUMMY_HASH =
  'scrypt$16384$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

/**
 * Sessions are kept under the SHA-256 of their token, never the token itself: a token is 256
 * random bits, so its hash cannot be turned back, and a copy of the state file signs no one in.
 */
export function sessionKey(token: string): string {
  // The one-shot hash: a third of the time of a Hash object (createHash) for a token.
  return hash('sha256', token, 'hex');
}

export function openSession(state: State, userId: number): string {
  const token = randomToken();
  state.sessions[sessionKey(token)] = { userId, expiresAt: clock.now() + SESSION_LIFETIME_MS };
  return token;
}

/**
 * The user a token belongs to, or undefined for an unknown, revoked or expired token (an expired
 * session is ended: on the plain state, named in `writes`).
 */
export function userForToken(
  state: State,
  token: string,
  writes: StateWrites = TRACKED,
): User | undefined {
  return userForSessionKey(state, sessionKey(token), writes);
}

/** The user of a session by its key (the hash of its token), as the chat keeps it. */
export function userForSessionKey(
  state: State,
  key: string,
  writes: StateWrites = TRACKED,
): User | undefined {
  if (!Object.hasOwn(state.sessions, key)) return undefined;
  const session = state.sessions[key];
  if (!session) return undefined;
  if (session.expiresAt <= clock.now()) {
    delete state.sessions[key];
    writes.key('sessions', key);
    return undefined;
  }
  return findUser(state, session.userId);
}

/** Told after sessions of a user end (sign-out, password change, reset): the chat ends its connections. */
type SessionsEndedListener = (state: State, userId: number) => void;
const sessionsEndedListeners = new Set<SessionsEndedListener>();

export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  sessionsEndedListeners.add(listener);
  return () => sessionsEndedListeners.delete(listener);
}

function sessionsEnded(state: State, userId: number): void {
  for (const listener of sessionsEndedListeners) listener(state, userId);
}

export function closeSession(state: State, token: string): void {
  const key = sessionKey(token);
  const session = state.sessions[key];
  delete state.sessions[key];
  if (session) sessionsEnded(state, session.userId);
}

function closeOtherSessions(state: State, userId: number): void {
  for (const [key, session] of Object.entries(state.sessions)) {
    if (session.userId === userId) delete state.sessions[key];
  }
  sessionsEnded(state, userId);
}

export interface ProfileChange {
  nickname?: string;
  mobile?: string;
  avatar?: string;
}

export function updateProfile(user: User, change: ProfileChange): User {
  if (change.nickname !== undefined) user.nickname = change.nickname.trim();
  if (change.mobile !== undefined) user.mobile = change.mobile.trim();
  if (change.avatar !== undefined) user.avatar = change.avatar;
  return user;
}

export function setLanguage(user: User, lang: LanguageCode): void {
  user.lang = lang;
}

/**
 * Changes the login password. Wrong old passwords are counted per account: past `loginFailures`
 * within `loginWindowMs` the change answers 429 (a stolen session must not become a password
 * oracle), and each counts as a failed login of the account (its slow-down).
 */
export async function changePassword(
  state: State,
  user: User,
  oldPassword: string,
  newPassword: string,
  guards?: Guards,
): Promise<void> {
  if (oldPassword === newPassword) fail('same_password');
  if (guards) {
    const { loginFailures: limit, loginWindowMs: window, loginAccountSlowAfter } = guards.limits;
    const waitMs = guards.oldPasswordsByAccount.waitMs(user.email, limit, window);
    if (waitMs > 0) fail('too_many_logins', String(Math.ceil(waitMs / 1000)));
    guards.oldPasswordsByAccount.add(user.email, limit, window);
    // A wrong old password is a failed login of the account too (its slow-down).
    guards.loginsByAccount.add(user.email, loginAccountSlowAfter + 64, window);
  }
  if (!(await verifySecret(oldPassword, user.passwordHash))) fail('wrong_password');
  guards?.oldPasswordsByAccount.forget(user.email);
  guards?.loginsByAccount.undo(user.email);
  user.passwordHash = await hashSecret(newPassword);
  // The contract and the spec: after a password change every session ends, this one included.
  closeOtherSessions(state, user.id);
}

/** Each shopper's payment-code checks, one after another (see checkPayCode). */
const payCodeQueues = new WeakMap<User, Promise<unknown>>();

/**
 * Checks a payment code. `payCodeTries` wrong tries in a row lock payments for `payCodeLockMs`; a
 * wrong try says how many are left; a right one clears the count. A shopper's checks run one
 * after another, so guesses sent all at once meet the lock like guesses sent in turn (a thousand
 * at once: five are checked, the rest find the code locked).
 */
export function checkPayCode(
  user: User,
  code: string,
  limits: SecurityLimits = DEFAULT_LIMITS,
): Promise<void> {
  const previous = payCodeQueues.get(user) ?? Promise.resolve();
  const check = previous.then(() => checkPayCodeNow(user, code, limits));
  payCodeQueues.set(
    user,
    check.catch(() => undefined),
  );
  return check;
}

async function checkPayCodeNow(user: User, code: string, limits: SecurityLimits): Promise<void> {
  if (!user.payCodeHash) fail('pay_code_not_set');
  if (user.payCodeLockedUntil > clock.now()) fail('pay_code_locked');
  const right = await verifySecret(code, user.payCodeHash);
  if (user.payCodeLockedUntil > clock.now()) fail('pay_code_locked');
  if (right) {
    user.payCodeFailures = 0;
    return;
  }
  user.payCodeFailures += 1;
  if (user.payCodeFailures >= limits.payCodeTries) {
    user.payCodeFailures = 0;
    user.payCodeLockedUntil = clock.now() + limits.payCodeLockMs;
    fail('pay_code_locked');
  }
  fail('pay_code_wrong', String(limits.payCodeTries - user.payCodeFailures));
}

/** Sets the payment code the first time (old left empty) or changes it (old required). */
export async function setPayCode(
  user: User,
  oldCode: string,
  newCode: string,
  limits: SecurityLimits = DEFAULT_LIMITS,
): Promise<void> {
  if (user.payCodeHash) {
    if (!oldCode) fail('pay_code_old_required');
    if (oldCode === newCode) fail('same_pay_code');
    await checkPayCode(user, oldCode, limits);
  } else if (oldCode) {
    fail('pay_code_old_not_allowed');
  }
  user.payCodeHash = await hashSecret(newCode);
  user.payCodeFailures = 0;
  user.payCodeLockedUntil = 0;
}

/** The key of an e-mail address asked for from one client. */
const addressFrom = (email: string, client: string) => `${email}\n${client}`;

/**
 * Refuses a code request within the resend delay (200) or past the hourly limits (429). Every
 * limit is counted per requesting client (and per address from that client), so strangers asking
 * for someone's address never refuse the owner's own requests.
 */
function checkCodeRequest(state: State, guards: Guards, email: string, client: string): void {
  const {
    codesPerWindow,
    codesPerAddressPerClient,
    codeWindowMs: window,
    codeResendMs,
  } = guards.limits;
  const last = state.resetCodes
    .filter((entry) => entry.email === email && entry.client === client)
    .at(-1);
  if (last && clock.now() - last.sentAt < codeResendMs) fail('code_too_soon');
  const waitMs = Math.max(
    guards.codesByClient.waitMs(client, codesPerWindow, window),
    guards.codesByPair.waitMs(addressFrom(email, client), codesPerAddressPerClient, window),
  );
  if (waitMs > 0) fail('too_many_codes', String(Math.ceil(waitMs / 1000)));
}

/**
 * Starts a forgotten-password reset: a one-time 6-digit code goes to the outbox. Unknown e-mails
 * get no mail but the same answer (and the same limits, and a code record like any other), so the
 * call does not reveal who has an account. The state keeps only the code's scrypt hash and the
 * client that asked; the outbox, standing for the shopper's mailbox, has the code. A new code
 * leaves the address's live codes alive: each works until it expires, is used or has had its
 * wrong tries.
 */
export async function sendResetCode(
  state: State,
  guards: Guards,
  email: string,
  client: string,
): Promise<void> {
  const wanted = email.trim().toLowerCase();
  checkCodeRequest(state, guards, wanted, client);
  const code = randomDigits(6);
  const codeHash = await hashSecret(code);
  // Checked again after the hash: requests sent together cannot all pass.
  checkCodeRequest(state, guards, wanted, client);
  const { codesPerWindow, codesPerAddressPerClient, codeWindowMs: window } = guards.limits;
  const { codeLifetimeMs } = guards.limits;
  guards.codesByClient.add(client, codesPerWindow, window);
  guards.codesByPair.add(addressFrom(wanted, client), codesPerAddressPerClient, window);
  const user = findUserByEmail(state, wanted);
  // Expired codes are dropped, so the list stays as long as the codes of the last 10 minutes (a
  // used one stays until then: the resend delay reads it).
  state.resetCodes = state.resetCodes.filter((entry) => entry.expiresAt > clock.now());
  state.resetCodes.push({
    email: wanted,
    codeHash,
    sentAt: clock.now(),
    expiresAt: clock.now() + codeLifetimeMs,
    used: false,
    tries: 0,
    client,
  });
  if (!user) return;
  state.outbox.push({
    id: nextId(state, 'mail'),
    to: user.email,
    subject: 'Your password reset code',
    body: `Your code is ${code}. It is valid for ${Math.round(codeLifetimeMs / 60000)} minutes and can be used once.`,
    code,
    createdAt: clock.now(),
  });
}

/**
 * Sets a new password with a mailed code; every session of the account ends, and so does every
 * other live code of the address. The code typed is checked against the live codes the resetting
 * client asked for and the newest `codesCheckedPerAddress` of the address (a stranger's requests
 * never push the owner's code out of reach of the client that asked for it). A wrong code counts
 * one try against each code it was checked against (before the check, so tries sent all at once
 * cannot exceed the limit), and a code dies at `codeTries`: at most that many guesses meet a code,
 * each against at most twice `codesCheckedPerAddress` codes. A wrong, dead or unknown code, and an
 * unknown e-mail, answer the same refusal.
 */
export async function resetPasswordWithCode(
  state: State,
  email: string,
  code: string,
  newPassword: string,
  limits: SecurityLimits = DEFAULT_LIMITS,
  client = '',
): Promise<User> {
  const wanted = email.trim().toLowerCase();
  const live = state.resetCodes.filter(
    (entry) =>
      entry.email === wanted &&
      !entry.used &&
      entry.expiresAt > clock.now() &&
      entry.tries < limits.codeTries,
  );
  const each = Math.max(1, limits.codesCheckedPerAddress);
  const own = live.filter((entry) => entry.client === client).slice(-each);
  const checked = [...new Set([...live.slice(-each), ...own])];
  if (checked.length === 0) {
    await verifySecret(code, DUMMY_HASH);
    fail('reset_code_invalid');
  }
  for (const entry of checked) entry.tries += 1;
  const matches = await Promise.all(checked.map((entry) => verifySecret(code, entry.codeHash)));
  const entry = checked.find(
    (candidate, index) =>
      matches[index] === true && !candidate.used && candidate.expiresAt > clock.now(),
  );
  const user = findUserByEmail(state, wanted);
  if (!entry || !user) {
    for (const candidate of checked) {
      if (candidate.tries >= limits.codeTries) candidate.used = true;
    }
    fail('reset_code_invalid');
  }
  for (const other of state.resetCodes) if (other.email === wanted) other.used = true;
  user.passwordHash = await hashSecret(newPassword);
  user.payCodeFailures = 0;
  closeOtherSessions(state, user.id);
  return user;
}
