import { clock } from './clock';
import { fail } from './failure';
import { hashSecret, randomDigits, randomToken, verifySecret } from './secrets';
import { findById } from '../store/find-by-id';
import { nextId } from '../store/state';
import type { LanguageCode, State, User } from '../store/state';

export const SESSION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
export const PAY_CODE_MAX_FAILURES = 5;
export const PAY_CODE_LOCK_MS = 15 * 60 * 1000;
export const RESET_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESET_CODE_RESEND_MS = 60 * 1000;

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

const DUMMY_HASH =
  'scrypt$16384$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

export function openSession(state: State, userId: number): string {
  const token = randomToken();
  state.sessions[token] = { token, userId, expiresAt: clock.now() + SESSION_LIFETIME_MS };
  return token;
}

/** The user a token belongs to, or undefined for an unknown, revoked or expired token. */
export function userForToken(state: State, token: string): User | undefined {
  const session = state.sessions[token];
  if (!session) return undefined;
  if (session.expiresAt <= clock.now()) {
    delete state.sessions[token];
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
  const session = state.sessions[token];
  delete state.sessions[token];
  if (session) sessionsEnded(state, session.userId);
}

function closeOtherSessions(state: State, userId: number, keep?: string): void {
  for (const [token, session] of Object.entries(state.sessions)) {
    if (session.userId === userId && token !== keep) delete state.sessions[token];
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

/** Changes the login password; other sessions of the shopper end, the current one stays. */
export async function changePassword(
  state: State,
  user: User,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  if (oldPassword === newPassword) fail('same_password');
  if (!(await verifySecret(oldPassword, user.passwordHash))) fail('wrong_password');
  user.passwordHash = await hashSecret(newPassword);
  // The contract and the spec: after a password change every session ends, this one included.
  closeOtherSessions(state, user.id);
}

/**
 * Checks a payment code. Five wrong tries in a row lock payments for 15 minutes; a right one
 * clears the count.
 */
export async function checkPayCode(user: User, code: string): Promise<void> {
  if (!user.payCodeHash) fail('pay_code_not_set');
  if (user.payCodeLockedUntil > clock.now()) fail('pay_code_locked');
  const right = await verifySecret(code, user.payCodeHash);
  if (user.payCodeLockedUntil > clock.now()) fail('pay_code_locked');
  if (right) {
    user.payCodeFailures = 0;
    return;
  }
  user.payCodeFailures += 1;
  if (user.payCodeFailures >= PAY_CODE_MAX_FAILURES) {
    user.payCodeFailures = 0;
    user.payCodeLockedUntil = clock.now() + PAY_CODE_LOCK_MS;
    fail('pay_code_locked');
  }
  fail('pay_code_wrong');
}

/** Sets the payment code the first time (old left empty) or changes it (old required). */
export async function setPayCode(user: User, oldCode: string, newCode: string): Promise<void> {
  if (user.payCodeHash) {
    if (!oldCode) fail('pay_code_old_required');
    if (oldCode === newCode) fail('same_pay_code');
    await checkPayCode(user, oldCode);
  } else if (oldCode) {
    fail('pay_code_old_not_allowed');
  }
  user.payCodeHash = await hashSecret(newCode);
  user.payCodeFailures = 0;
  user.payCodeLockedUntil = 0;
}

/**
 * Starts a forgotten-password reset: a one-time 6-digit code goes to the outbox. Unknown e-mails
 * get no mail but the same answer (and the same 60 s wait), so the call does not reveal who has an
 * account.
 */
export function sendResetCode(state: State, email: string): void {
  const wanted = email.trim().toLowerCase();
  const last = state.resetCodes.filter((entry) => entry.email === wanted).at(-1);
  if (last && clock.now() - last.sentAt < RESET_CODE_RESEND_MS) fail('code_too_soon');
  for (const old of state.resetCodes) if (old.email === wanted) old.used = true;
  const user = findUserByEmail(state, wanted);
  const code = randomDigits(6);
  state.resetCodes.push({
    email: wanted,
    code,
    sentAt: clock.now(),
    expiresAt: clock.now() + RESET_CODE_LIFETIME_MS,
    used: !user,
  });
  if (!user) return;
  state.outbox.push({
    id: nextId(state, 'mail'),
    to: user.email,
    subject: 'Your password reset code',
    body: `Your code is ${code}. It is valid for 10 minutes and can be used once.`,
    code,
    createdAt: clock.now(),
  });
}

/** Sets a new password with a mailed code; every session of the account ends. */
export async function resetPasswordWithCode(
  state: State,
  email: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const user = findUserByEmail(state, email);
  const entry = state.resetCodes.find(
    (candidate) =>
      candidate.email === user?.email &&
      candidate.code === code &&
      !candidate.used &&
      candidate.expiresAt > clock.now(),
  );
  if (!user || !entry) fail('reset_code_invalid');
  entry.used = true;
  user.passwordHash = await hashSecret(newPassword);
  user.payCodeFailures = 0;
  closeOtherSessions(state, user.id);
}
