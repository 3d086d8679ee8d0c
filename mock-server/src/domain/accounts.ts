import { hash } from 'node:crypto';
import type { OutboxMail } from '@storefront/contracts/control-api';
import { clock } from './clock';
import { fail, failKeeping, ShopFailure } from './failure';
import type { DeviceClaim } from './device-cookie';
import { DEFAULT_LIMITS } from './limits';
import type { EventWindow, Guards, SecurityLimits } from './limits';
import { admitDevice, admitUntrusted, waitTurn } from './login-guard';
import { hashSecret, randomDigits, randomToken, verifySecret } from './secrets';
import { flag, type Db } from '../store/db';
import { outboxMailFromRow, userFromRow } from '../store/rows/accounts';
import type { LanguageCode, User } from '../store/state';

// What has to wait (scrypt, a login's slow-down) is split from what writes: a `prepare...` or
// `check...` function awaits and only reads (a handler's `prepare`, before the request's
// transaction); the function it prepares for writes synchronously inside the transaction (the
// handler's `run`) and checks again there whatever may have changed in between.

export const SESSION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

export function findUserByEmail(db: Db, email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  const row = db.first(db.q.selectFrom('users').selectAll().where('email', '=', wanted));
  return row && userFromRow(row);
}

export function findUser(db: Db, id: number): User | undefined {
  const row = db.first(db.q.selectFrom('users').selectAll().where('id', '=', id));
  return row && userFromRow(row);
}

export interface Registration {
  email: string;
  password: string;
  nickname?: string;
  mobile?: string;
  lang?: LanguageCode;
}

/** A registration whose password is hashed: what `register` writes. */
export type NewAccount = Omit<Registration, 'password'> & { passwordHash: string };

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
 * Counts a registration against the per-client limit (`registerPerClient`, every try, taken or
 * not) and hashes its password; `register` then creates the account.
 */
export async function prepareRegistration(
  input: Registration,
  guards?: Guards,
  client = '',
): Promise<NewAccount> {
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
  const { password, ...account } = input;
  return { ...account, passwordHash: await hashSecret(password) };
}

/**
 * Creates an account. The contract answers a registration with a session, so a taken e-mail
 * is told apart ("already registered"): the per-client limit counted by `prepareRegistration` is
 * what keeps that from being a free directory of the shop's customers.
 */
export function register(db: Db, account: NewAccount): User {
  const email = account.email.trim().toLowerCase();
  // Checked in the transaction, so two registrations of one e-mail cannot both pass (the UNIQUE
  // index would refuse the second with a 500).
  if (findUserByEmail(db, email)) fail('account_exists');
  const row = db.first(
    db.q
      .insertInto('users')
      .values({
        email,
        nickname: account.nickname?.trim() || email.split('@')[0] || email,
        mobile: account.mobile ?? '',
        passwordHash: account.passwordHash,
        balance: 0,
        lang: account.lang ?? 'en',
        createdAt: clock.now(),
      })
      .returningAll(),
  );
  return userFromRow(row ?? fail('not_found', 'user'));
}

/** Checks the credentials; the same failure for an unknown e-mail and a wrong password. Reads only. */
export async function authenticate(db: Db, email: string, password: string): Promise<User> {
  const user = findUserByEmail(db, email);
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
 * password is checked. Never refused because of other clients' failures. Reads only: the session
 * is opened afterwards, in the transaction (`openCheckedSession`).
 */
export async function logIn(
  db: Db,
  guards: Guards,
  email: string,
  password: string,
  client: string,
  device?: DeviceClaim,
): Promise<User> {
  const account = email.trim().toLowerCase();
  const known = device ? findUserByEmail(db, account) : undefined;
  const ticket =
    (known && device?.userId === known.id ? admitDevice(guards, device.nonce) : undefined) ??
    admitUntrusted(guards, account, client);
  try {
    if (ticket.delayMs > 0) await waitTurn(guards, ticket.turn, ticket.delayMs);
    const user = await authenticate(db, email, password);
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
 * random bits, so its hash cannot be turned back, and a copy of the database signs no one in.
 */
export function sessionKey(token: string): string {
  // The one-shot hash: a third of the time of a Hash object (createHash) for a token.
  return hash('sha256', token, 'hex');
}

export function openSession(db: Db, userId: number): string {
  const token = randomToken();
  db.run(
    db.q.insertInto('sessions').values({
      key: sessionKey(token),
      userId,
      expiresAt: clock.now() + SESSION_LIFETIME_MS,
    }),
  );
  return token;
}

/**
 * Opens a session for a shopper whose password `logIn` checked before the transaction: refused as
 * a wrong password when the password changed in between, so a login checked against the old
 * password cannot outlive a password change or reset (which end every session).
 */
export function openCheckedSession(db: Db, checked: User): string {
  const current = db.first(
    db.q.selectFrom('users').select('passwordHash').where('id', '=', checked.id),
  );
  if (current?.passwordHash !== checked.passwordHash) fail('wrong_credentials');
  return openSession(db, checked.id);
}

/**
 * The user a token belongs to, or undefined for an unknown, revoked or expired token (an expired
 * session is ended).
 */
export function userForToken(db: Db, token: string): User | undefined {
  return userForSessionKey(db, sessionKey(token));
}

/** The user of a session by its key (the hash of its token), as the chat keeps it. */
export function userForSessionKey(db: Db, key: string): User | undefined {
  const row = db.first(
    db.q
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select('sessions.expiresAt')
      .where('sessions.key', '=', key),
  );
  if (!row) return undefined;
  if (row.expiresAt <= clock.now()) {
    db.run(db.q.deleteFrom('sessions').where('key', '=', key));
    return undefined;
  }
  return userFromRow(row);
}

/**
 * Told after sessions of a user end (sign-out, password change, reset): the chat ends its
 * connections. Told inside the request's transaction, as its last step.
 */
type SessionsEndedListener = (db: Db, userId: number) => void;
const sessionsEndedListeners = new Set<SessionsEndedListener>();

export function onSessionsEnded(listener: SessionsEndedListener): () => void {
  sessionsEndedListeners.add(listener);
  return () => sessionsEndedListeners.delete(listener);
}

function sessionsEnded(db: Db, userId: number): void {
  for (const listener of sessionsEndedListeners) listener(db, userId);
}

export function closeSession(db: Db, token: string): void {
  const ended = db.first(
    db.q.deleteFrom('sessions').where('key', '=', sessionKey(token)).returning('userId'),
  );
  if (ended) sessionsEnded(db, ended.userId);
}

function closeEverySession(db: Db, userId: number): void {
  db.run(db.q.deleteFrom('sessions').where('userId', '=', userId));
  sessionsEnded(db, userId);
}

export interface ProfileChange {
  nickname?: string;
  mobile?: string;
  avatar?: string;
}

/** Changes what is given of the profile; answers the shopper as they are now. */
export function updateProfile(db: Db, user: User, change: ProfileChange): User {
  const values = {
    ...(change.nickname !== undefined ? { nickname: change.nickname.trim() } : {}),
    ...(change.mobile !== undefined ? { mobile: change.mobile.trim() } : {}),
    ...(change.avatar !== undefined ? { avatar: change.avatar } : {}),
  };
  if (Object.keys(values).length > 0) {
    db.run(db.q.updateTable('users').set(values).where('id', '=', user.id));
  }
  return findUser(db, user.id) ?? fail('login_required');
}

export function setLanguage(db: Db, user: User, lang: LanguageCode): void {
  db.run(db.q.updateTable('users').set({ lang }).where('id', '=', user.id));
}

/** A password change whose old password was checked: what `changePassword` writes. */
export interface PasswordChange {
  userId: number;
  /** The hash the old password was checked against. */
  checkedHash: string;
  passwordHash: string;
}

/**
 * Checks the old password of a password change and hashes the new one. Wrong old passwords are
 * counted per account: past `loginFailures` within `loginWindowMs` the change answers 429 (a
 * stolen session must not become a password oracle), and each counts as a failed login of the
 * account (its slow-down).
 */
export async function preparePasswordChange(
  user: User,
  oldPassword: string,
  newPassword: string,
  guards?: Guards,
): Promise<PasswordChange> {
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
  return {
    userId: user.id,
    checkedHash: user.passwordHash,
    passwordHash: await hashSecret(newPassword),
  };
}

/**
 * Writes a checked password change. The contract and the spec: after a password change every
 * session ends, this one included.
 */
export function changePassword(db: Db, change: PasswordChange): void {
  // Only over the password that was checked: a change or reset in between wins.
  const { changes } = db.run(
    db.q
      .updateTable('users')
      .set({ passwordHash: change.passwordHash })
      .where('id', '=', change.userId)
      .where('passwordHash', '=', change.checkedHash),
  );
  if (changes === 0) fail('wrong_password');
  closeEverySession(db, change.userId);
}

/**
 * What a payment-code check found (`checkPayCode`); `settlePayCode` counts it in the request's
 * transaction.
 */
export interface PayCodeVerdict {
  readonly right: boolean;
  /** The hash the code was checked against: a code changed since is not the one checked. */
  readonly hash: string;
}

/** Each shopper's payment-code checks, one after another (see checkPayCode), per store. */
const payCodeQueues = new WeakMap<Db, Map<number, Promise<unknown>>>();

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks a payment code (scrypt) and answers the verdict, for `settlePayCode` to count in the
 * transaction. Reads only; refuses at once a code that is not set or is locked. A shopper's checks
 * run one after another, each a turn of the event loop after the previous verdict, when the
 * request that asked for it has settled it: guesses sent all at once meet the lock like guesses
 * sent in turn (a thousand at once: five are checked, the rest find the code locked without a
 * hash).
 */
export function checkPayCode(db: Db, userId: number, code: string): Promise<PayCodeVerdict> {
  let queues = payCodeQueues.get(db);
  if (!queues) payCodeQueues.set(db, (queues = new Map()));
  const shopperQueues = queues;
  const previous = shopperQueues.get(userId) ?? Promise.resolve();
  const check = previous.then(() => checkPayCodeNow(db, userId, code));
  const done = check.then(nextTurn, nextTurn);
  shopperQueues.set(userId, done);
  void done.then(() => {
    if (shopperQueues.get(userId) === done) shopperQueues.delete(userId);
  });
  return check;
}

async function checkPayCodeNow(db: Db, userId: number, code: string): Promise<PayCodeVerdict> {
  const row = payCodeOf(db, userId);
  if (!row.payCodeHash) fail('pay_code_not_set');
  if (row.payCodeLockedUntil > clock.now()) fail('pay_code_locked');
  return { right: await verifySecret(code, row.payCodeHash), hash: row.payCodeHash };
}

function payCodeOf(db: Db, userId: number) {
  return (
    db.first(
      db.q
        .selectFrom('users')
        .select(['payCodeHash', 'payCodeFailures', 'payCodeLockedUntil'])
        .where('id', '=', userId),
    ) ?? fail('login_required')
  );
}

/**
 * Counts a payment-code verdict, in the request's transaction: `payCodeTries` wrong tries in a
 * row lock payments for `payCodeLockMs`; a wrong try says how many are left; a right one clears
 * the count. A code locked or changed since the check fails (a changed one counts as wrong). A
 * wrong code fails with `failKeeping`, so its count is committed: call this first in `run`, before
 * anything else the request writes (which would be committed with it).
 */
export function settlePayCode(
  db: Db,
  userId: number,
  verdict: PayCodeVerdict,
  limits: SecurityLimits = DEFAULT_LIMITS,
): void {
  const row = payCodeOf(db, userId);
  if (!row.payCodeHash) fail('pay_code_not_set');
  const now = clock.now();
  if (row.payCodeLockedUntil > now) fail('pay_code_locked');
  const users = db.q.updateTable('users').where('id', '=', userId);
  if (verdict.right && verdict.hash === row.payCodeHash) {
    if (row.payCodeFailures !== 0) db.run(users.set({ payCodeFailures: 0 }));
    return;
  }
  const failures = row.payCodeFailures + 1;
  if (failures >= limits.payCodeTries) {
    db.run(users.set({ payCodeFailures: 0, payCodeLockedUntil: now + limits.payCodeLockMs }));
    failKeeping('pay_code_locked');
  }
  db.run(users.set({ payCodeFailures: failures }));
  failKeeping('pay_code_wrong', String(limits.payCodeTries - failures));
}

/**
 * What a right payment code allows (a payment), run after `settlePayCode`: in a savepoint, so a
 * refusal undoes the work's own writes and keeps the rest of the request's, the count of wrong
 * codes cleared by the right code among them (the code was right; only the payment failed).
 */
export function afterRightPayCode<T>(db: Db, work: () => T): T {
  try {
    return db.transaction(work);
  } catch (error) {
    if (error instanceof ShopFailure && !error.keep) failKeeping(error.reason, error.detail);
    throw error;
  }
}

/** A payment-code change checked and hashed (`preparePayCode`): what `setPayCode` writes. */
export interface PayCodeChange {
  /** The old code's verdict; undefined when the code was not set. */
  verdict: PayCodeVerdict | undefined;
  /** The new code's hash; empty when the old code was wrong (`setPayCode` fails on it). */
  payCodeHash: string;
}

/**
 * Checks a payment-code change: the first time the old code is left empty, afterwards it is
 * required (and checked, counted as any payment-code check). Hashes the new code.
 */
export async function preparePayCode(
  db: Db,
  user: User,
  oldCode: string,
  newCode: string,
): Promise<PayCodeChange> {
  let verdict: PayCodeVerdict | undefined;
  if (user.payCodeHash) {
    if (!oldCode) fail('pay_code_old_required');
    if (oldCode === newCode) fail('same_pay_code');
    verdict = await checkPayCode(db, user.id, oldCode);
    // No hash for a code that is not going to be set.
    if (!verdict.right) return { verdict, payCodeHash: '' };
  } else if (oldCode) {
    fail('pay_code_old_not_allowed');
  }
  return { verdict, payCodeHash: await hashSecret(newCode) };
}

/** Sets the payment code the first time or changes it (`preparePayCode`), in the transaction. */
export function setPayCode(
  db: Db,
  userId: number,
  change: PayCodeChange,
  limits: SecurityLimits = DEFAULT_LIMITS,
): void {
  if (change.verdict) {
    settlePayCode(db, userId, change.verdict, limits);
  } else if (payCodeOf(db, userId).payCodeHash) {
    // Set by another request since: changing it takes the old code.
    fail('pay_code_old_required');
  }
  db.run(
    db.q
      .updateTable('users')
      .set({ payCodeHash: change.payCodeHash, payCodeFailures: 0, payCodeLockedUntil: 0 })
      .where('id', '=', userId),
  );
}

/** The key of an e-mail address asked for from one client. */
const addressFrom = (email: string, client: string) => `${email}\n${client}`;

/**
 * Refuses a code request within the resend delay (200) or past the hourly limits (429). Every
 * limit is counted per requesting client (and per address from that client), so strangers asking
 * for someone's address never refuse the owner's own requests.
 */
function checkCodeRequest(db: Db, guards: Guards, email: string, client: string): void {
  const {
    codesPerWindow,
    codesPerAddressPerClient,
    codeWindowMs: window,
    codeResendMs,
  } = guards.limits;
  const last = db.first(
    db.q
      .selectFrom('resetCodes')
      .select('sentAt')
      .where('email', '=', email)
      .where('client', '=', client)
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
  if (last && clock.now() - last.sentAt < codeResendMs) fail('code_too_soon');
  const waitMs = Math.max(
    guards.codesByClient.waitMs(client, codesPerWindow, window),
    guards.codesByPair.waitMs(addressFrom(email, client), codesPerAddressPerClient, window),
  );
  if (waitMs > 0) fail('too_many_codes', String(Math.ceil(waitMs / 1000)));
}

/** A reset code drawn and hashed (`prepareResetCode`): what `sendResetCode` writes and mails. */
export interface PreparedResetCode {
  email: string;
  client: string;
  code: string;
  codeHash: string;
}

/** Checks a code request against its limits, draws the code and hashes it. */
export async function prepareResetCode(
  db: Db,
  guards: Guards,
  email: string,
  client: string,
): Promise<PreparedResetCode> {
  const wanted = email.trim().toLowerCase();
  checkCodeRequest(db, guards, wanted, client);
  const code = randomDigits(6);
  return { email: wanted, client, code, codeHash: await hashSecret(code) };
}

/**
 * Starts a forgotten-password reset: a one-time 6-digit code goes to the outbox. Unknown e-mails
 * get no mail but the same answer (and the same limits, and a code record like any other), so the
 * call does not reveal who has an account. The store keeps only the code's scrypt hash and the
 * client that asked; the outbox, standing for the shopper's mailbox, has the code. A new code
 * leaves the address's live codes alive: each works until it expires, is used or has had its
 * wrong tries.
 */
export function sendResetCode(db: Db, guards: Guards, prepared: PreparedResetCode): void {
  const { email, client, code, codeHash } = prepared;
  // Checked again in the transaction: requests sent together cannot all pass.
  checkCodeRequest(db, guards, email, client);
  const { codesPerWindow, codesPerAddressPerClient, codeWindowMs: window } = guards.limits;
  const { codeLifetimeMs } = guards.limits;
  guards.codesByClient.add(client, codesPerWindow, window);
  guards.codesByPair.add(addressFrom(email, client), codesPerAddressPerClient, window);
  const now = clock.now();
  // Expired codes are dropped, so the table holds the codes of the last 10 minutes (a used one
  // stays until then: the resend delay reads it), a few rows to scan.
  db.run(db.q.deleteFrom('resetCodes').where('expiresAt', '<=', now));
  db.run(
    db.q.insertInto('resetCodes').values({
      email,
      codeHash,
      sentAt: now,
      expiresAt: now + codeLifetimeMs,
      client,
    }),
  );
  const user = findUserByEmail(db, email);
  if (!user) return;
  db.run(
    db.q.insertInto('outboxMails').values({
      recipient: user.email,
      subject: 'Your password reset code',
      body: `Your code is ${code}. It is valid for ${Math.round(codeLifetimeMs / 60000)} minutes and can be used once.`,
      code,
      createdAt: now,
    }),
  );
}

/** The mails sent, newest first; only those to `to` when it is given (the control API's outbox). */
export function outboxMails(db: Db, to?: string): OutboxMail[] {
  let query = db.q.selectFrom('outboxMails').selectAll().orderBy('id', 'desc');
  if (to) query = query.where('recipient', '=', to.toLowerCase());
  return db.all(query).map(outboxMailFromRow);
}

/** A reset code typed, checked against the address's live codes (`checkResetCode`). */
export interface ResetCheck {
  email: string;
  /** The codes it was checked against, by id... */
  checked: number[];
  /** ...and those it matched. */
  matched: number[];
  /** The new password's hash; empty when no code matched. */
  passwordHash: string;
}

/**
 * Checks a reset code typed against the live codes the resetting client asked for and the newest
 * `codesCheckedPerAddress` of the address (a stranger's requests never push the owner's code out
 * of reach of the client that asked for it), and hashes the new password when one matched. An
 * address without live codes spends the time of a check and is refused.
 */
export async function checkResetCode(
  db: Db,
  email: string,
  code: string,
  newPassword: string,
  limits: SecurityLimits = DEFAULT_LIMITS,
  client = '',
): Promise<ResetCheck> {
  const wanted = email.trim().toLowerCase();
  const live = db.all(
    db.q
      .selectFrom('resetCodes')
      .select(['id', 'codeHash', 'client'])
      .where('email', '=', wanted)
      .where('used', '=', 0)
      .where('expiresAt', '>', clock.now())
      .where('tries', '<', limits.codeTries)
      .orderBy('sentAt')
      .orderBy('id'),
  );
  const each = Math.max(1, limits.codesCheckedPerAddress);
  const own = live.filter((entry) => entry.client === client).slice(-each);
  const checked = [...new Set([...live.slice(-each), ...own])];
  if (checked.length === 0) {
    await verifySecret(code, DUMMY_HASH);
    fail('reset_code_invalid');
  }
  const matches = await Promise.all(checked.map((entry) => verifySecret(code, entry.codeHash)));
  const matched = checked.filter((_, index) => matches[index] === true).map((entry) => entry.id);
  return {
    email: wanted,
    checked: checked.map((entry) => entry.id),
    matched,
    passwordHash: matched.length > 0 ? await hashSecret(newPassword) : '',
  };
}

/**
 * Sets a new password with a mailed code (`checkResetCode`); every session of the account ends,
 * and so does every other live code of the address. The code counts one try against each code it
 * was checked against that is still live here, in the transaction, and only a code it counted
 * against can let it in: at most `codeTries` guesses meet a code, however many are sent at once,
 * each against at most twice `codesCheckedPerAddress` codes; a code dies at its last try. A wrong,
 * dead or unknown code, and an unknown e-mail, answer the same refusal (the tries are kept).
 */
export function resetPasswordWithCode(
  db: Db,
  check: ResetCheck,
  limits: SecurityLimits = DEFAULT_LIMITS,
): User {
  const now = clock.now();
  const counted = check.checked.filter(
    (id) =>
      db.run(
        db.q
          .updateTable('resetCodes')
          .set((eb) => ({ tries: eb('tries', '+', 1) }))
          .where('id', '=', id)
          .where('used', '=', 0)
          .where('expiresAt', '>', now)
          .where('tries', '<', limits.codeTries),
      ).changes === 1,
  );
  const entry = check.matched.find((id) => counted.includes(id));
  const user = findUserByEmail(db, check.email);
  if (entry === undefined || !user || !check.passwordHash) {
    if (counted.length > 0) {
      db.run(
        db.q
          .updateTable('resetCodes')
          .set({ used: flag(true) })
          .where('id', 'in', counted)
          .where('tries', '>=', limits.codeTries),
      );
    }
    failKeeping('reset_code_invalid');
  }
  db.run(
    db.q
      .updateTable('resetCodes')
      .set({ used: flag(true) })
      .where('email', '=', check.email),
  );
  db.run(
    db.q
      .updateTable('users')
      .set({ passwordHash: check.passwordHash, payCodeFailures: 0 })
      .where('id', '=', user.id),
  );
  closeEverySession(db, user.id);
  return findUser(db, user.id) ?? user;
}
