import { hash } from 'node:crypto';
import { clock } from './clock';
import { fail, ShopFailure } from './failure';
import { DEFAULT_LIMITS } from './limits';
import type { Guards, SecurityLimits } from './limits';
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

export async function register(state: State, input: Registration): Promise<User> {
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
 * A login under the guessing limits: after `loginFailures` failures of the account, or from the
 * client address, within `loginWindowMs`, every try answers 429 (even with the right password)
 * until the oldest of them leaves the window. A try counts before the password is checked, so
 * tries sent all at once cannot slip past the limit; a successful one is taken back and clears the
 * account's count.
 */
export async function logIn(
  state: State,
  guards: Guards,
  email: string,
  password: string,
  client: string,
): Promise<User> {
  const { loginFailures: limit, loginWindowMs: window } = guards.limits;
  const account = email.trim().toLowerCase();
  const waitMs = Math.max(
    guards.loginsByAccount.waitMs(account, limit, window),
    guards.loginsByClient.waitMs(client, limit, window),
  );
  if (waitMs > 0) fail('too_many_logins', String(Math.ceil(waitMs / 1000)));
  guards.loginsByAccount.add(account, limit, window);
  guards.loginsByClient.add(client, limit, window);
  try {
    const user = await authenticate(state, email, password);
    guards.loginsByAccount.forget(account);
    guards.loginsByClient.undo(client);
    return user;
  } catch (error) {
    if (!(error instanceof ShopFailure)) {
      guards.loginsByAccount.undo(account);
      guards.loginsByClient.undo(client);
    }
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
 * Changes the login password. A wrong old password is a failed login of the account (the same
 * limit: a stolen session must not become a password oracle).
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
    const { loginFailures: limit, loginWindowMs: window } = guards.limits;
    const waitMs = guards.loginsByAccount.waitMs(user.email, limit, window);
    if (waitMs > 0) fail('too_many_logins', String(Math.ceil(waitMs / 1000)));
    guards.loginsByAccount.add(user.email, limit, window);
  }
  if (!(await verifySecret(oldPassword, user.passwordHash))) fail('wrong_password');
  guards?.loginsByAccount.forget(user.email);
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

/** Refuses a code request within the resend delay (200) or past the hourly limits (429). */
function checkCodeRequest(state: State, guards: Guards, email: string, client: string): void {
  const { codesPerWindow: limit, codeWindowMs: window, codeResendMs } = guards.limits;
  const last = state.resetCodes.filter((entry) => entry.email === email).at(-1);
  if (last && clock.now() - last.sentAt < codeResendMs) fail('code_too_soon');
  const waitMs = Math.max(
    guards.codesByAddress.waitMs(email, limit, window),
    guards.codesByClient.waitMs(client, limit, window),
  );
  if (waitMs > 0) fail('too_many_codes', String(Math.ceil(waitMs / 1000)));
}

/**
 * Starts a forgotten-password reset: a one-time 6-digit code goes to the outbox. Unknown e-mails
 * get no mail but the same answer (and the same limits), so the call does not reveal who has an
 * account. The state keeps only the code's scrypt hash; the outbox, standing for the shopper's
 * mailbox, has the code.
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
  const { codesPerWindow: limit, codeWindowMs: window, codeLifetimeMs } = guards.limits;
  guards.codesByAddress.add(wanted, limit, window);
  guards.codesByClient.add(client, limit, window);
  for (const old of state.resetCodes) if (old.email === wanted) old.used = true;
  const user = findUserByEmail(state, wanted);
  // Spent codes of this address are dropped, so the list stays as long as the live ones.
  state.resetCodes = state.resetCodes.filter(
    (entry) => entry.email !== wanted || clock.now() - entry.sentAt < codeLifetimeMs,
  );
  state.resetCodes.push({
    email: wanted,
    codeHash,
    sentAt: clock.now(),
    expiresAt: clock.now() + codeLifetimeMs,
    used: !user,
    tries: 0,
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
 * Sets a new password with a mailed code; every session of the account ends. A code dies after
 * `codeTries` wrong tries (counted before the code is checked, so tries sent all at once cannot
 * exceed it) and at `expiresAt`; a wrong, dead or unknown code answers the same refusal.
 */
export async function resetPasswordWithCode(
  state: State,
  email: string,
  code: string,
  newPassword: string,
  limits: SecurityLimits = DEFAULT_LIMITS,
): Promise<User> {
  const user = findUserByEmail(state, email);
  const entry = user
    ? state.resetCodes.findLast(
        (candidate) =>
          candidate.email === user.email && !candidate.used && candidate.expiresAt > clock.now(),
      )
    : undefined;
  if (!user || !entry || entry.tries >= limits.codeTries) {
    await verifySecret(code, DUMMY_HASH);
    fail('reset_code_invalid');
  }
  entry.tries += 1;
  const right = await verifySecret(code, entry.codeHash);
  if (!right || entry.used || entry.expiresAt <= clock.now()) {
    if (entry.tries >= limits.codeTries) entry.used = true;
    fail('reset_code_invalid');
  }
  entry.used = true;
  user.passwordHash = await hashSecret(newPassword);
  user.payCodeFailures = 0;
  closeOtherSessions(state, user.id);
  return user;
}
