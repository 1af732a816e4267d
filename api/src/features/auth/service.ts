import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { imageTypeOf, profileImageMaxBytes, type AuthUser, type LanguageCode } from '@paintforge/sync-protocol';
import type { AppConfig } from '../../config.js';
import type { Database, Session, User } from '../../db/schema.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { emailChangeMail, passwordResetMail, verificationMail } from '../../mail/templates.js';
import { overPixelBudget, withoutMetadata } from '../blobs/images.js';
import { removeUser } from '../users/remove-user.js';
import type { VoiceRecount } from '../trust/recount.js';
import { grantConfiguredAdmins } from './admins.js';
import { expiryFrom, hashLinkToken, linkLifetimes, newLinkToken } from './link-tokens.js';
import { accountErrors } from './messages.js';
import type { PasswordHasher } from './passwords.js';
import { isWeakPassword } from './password-strength.js';
import { createSession, endAllSessions, endOtherSessions, endSession } from './sessions.js';

export interface AccountServiceDeps {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'appUrl' | 'adminEmails' | 'sessionDays' | 'sessionMaxDays'>;
  /** A verified painter's voice may start counting: their barcode links and colour reports are counted again. */
  voices: Pick<VoiceRecount, 'painter'>;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language the app showed while registering; the verification mail is in it. */
  language?: LanguageCode | undefined;
}

export type AccountService = ReturnType<typeof createAccountService>;

const authUserColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'isAdmin',
  'emailVerified',
  'pendingEmail',
  'createdAt',
  'lastLoginAt',
  'language',
] as const;
type AuthUserRow = Pick<User, (typeof authUserColumns)[number]>;

export function toAuthUser(row: AuthUserRow): AuthUser {
  return { ...row, isAdmin: row.isAdmin === 1, emailVerified: row.emailVerified === 1 };
}

/** The unique index on email said no: a concurrent registration or email change took the address first. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A profile picture must really be a JPEG (judged by its leading bytes), whatever the data URL claims. */
function isJpeg(bytes: Buffer): boolean {
  return imageTypeOf(bytes) === 'image/jpeg';
}

/**
 * Accounts: everything behind /api/auth/* except HTTP. Every query on an existing account is scoped by the
 * caller's user id (from the session), or finds the account by a secret the caller proves to hold (an emailed
 * link's token, or the email and password at login).
 */
export function createAccountService({ db, passwords, mailer, log, config, voices }: AccountServiceDeps) {
  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${token}`;
  /** Mails handed to the SMTP server after the answer went out; app close waits for them. */
  const inFlight = new Set<Promise<void>>();

  async function findAuthUser(userId: string): Promise<AuthUser> {
    const row = await db.selectFrom('user').select(authUserColumns).where('id', '=', userId).executeTakeFirstOrThrow();
    return toAuthUser(row);
  }

  /** For mails whose failure must not change the answer: logged, never thrown. */
  async function sendQuietly(mail: Mail, purpose: string): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, to: mail.to, purpose }, 'Could not send mail');
    }
  }

  /** For mails the caller is waiting for: a failure answers 503 so the person knows to try again. */
  async function sendOrFail(mail: Mail, purpose: string): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, to: mail.to, purpose }, 'Could not send mail');
      throw accountErrors.mailUnavailable();
    }
  }

  async function verifyPasswordOf(userId: string, password: string): Promise<Pick<User, 'email'>> {
    const user = await db.selectFrom('user').select(['email', 'passwordHash']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await passwords.verify(user.passwordHash, password)).ok) throw accountErrors.wrongPassword();
    return user;
  }

  return {
    /**
     * Creates the account, then mails the verification link. The account is committed before the mail is tried:
     * if the mail fails the account still exists and the user can ask for another link from the app's banner.
     */
    async register(registration: Registration): Promise<void> {
      const { email, password, firstName, lastName, language = null } = registration;
      if (isWeakPassword(password, email)) throw accountErrors.weakPassword();
      const existing = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
      if (existing !== undefined) throw accountErrors.emailExists();
      const passwordHash = await passwords.hash(password);
      const verification = newLinkToken();
      const now = new Date();
      try {
        await db
          .insertInto('user')
          .values({
            id: uuidv7(),
            email,
            passwordHash,
            firstName,
            lastName,
            language,
            verificationToken: verification.hash,
            verificationExpiry: expiryFrom(now, linkLifetimes.verification.ms),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw accountErrors.emailExists();
        throw error;
      }
      await sendQuietly(
        verificationMail({ to: email, firstName, language }, link('/verify-email', verification.token), linkLifetimes.verification),
        'verification',
      );
    },

    /**
     * The account and a new session, or undefined for a wrong password and for an unknown email alike, after the
     * same work (one lookup, one argon2 verification) so that neither the answer nor its timing tells them apart.
     */
    async login(email: string, password: string, userAgent: string | undefined): Promise<{ user: AuthUser; session: Session } | undefined> {
      const account = await db.selectFrom('user').select(['id', 'passwordHash']).where('email', '=', email).executeTakeFirst();
      const check = await passwords.verify(account?.passwordHash, password);
      if (account === undefined || !check.ok) return undefined;
      const now = new Date().toISOString();
      // Parameters change over time (OWASP raises them); a login is the only moment the password is at hand.
      const passwordHash = check.needsRehash ? await passwords.hash(password) : undefined;
      await db
        .updateTable('user')
        .set({ lastLoginAt: now, ...(passwordHash === undefined ? {} : { passwordHash, updatedAt: now }) })
        .where('id', '=', account.id)
        .execute();
      const session = await createSession(db, config, account.id, userAgent);
      return { user: await findAuthUser(account.id), session };
    },

    me: findAuthUser,

    logout: (userId: string, sessionId: string) => endSession(db, userId, sessionId),

    /**
     * Single use: the expiry is cleared by the same statement that checks it, so two clicks cannot both succeed.
     * The spent token's hash stays, so the link opened again (a second tap in the mail app, another device) says
     * the address is already verified instead of "invalid or has expired" (issue 24); a new link replaces it.
     */
    async verifyEmail(token: string): Promise<void> {
      const now = new Date().toISOString();
      const hash = hashLinkToken(token);
      const verified = await db
        .updateTable('user')
        .set({ emailVerified: 1, verificationExpiry: null, updatedAt: now })
        .where('verificationToken', '=', hash)
        .where('verificationExpiry', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (verified === undefined) {
        const spent = await db
          .selectFrom('user')
          .select('id')
          .where('verificationToken', '=', hash)
          .where('verificationExpiry', 'is', null)
          .where('emailVerified', '=', 1)
          .executeTakeFirst();
        throw spent ? accountErrors.alreadyVerified() : accountErrors.invalidVerificationLink();
      }
      await grantConfiguredAdmins(db, config.adminEmails, verified.id);
      // A verified painter's barcode links and colour reports may start counting (once a week a member).
      await voices.painter(verified.id);
    },

    /** A new link replaces the previous one, which stops working. */
    async resendVerification(userId: string): Promise<void> {
      const user = await db
        .selectFrom('user')
        .select(['email', 'firstName', 'language', 'emailVerified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.emailVerified === 1) throw accountErrors.alreadyVerified();
      const verification = newLinkToken();
      const now = new Date();
      await db
        .updateTable('user')
        .set({
          verificationToken: verification.hash,
          verificationExpiry: expiryFrom(now, linkLifetimes.verification.ms),
          updatedAt: now.toISOString(),
        })
        .where('id', '=', userId)
        .execute();
      await sendOrFail(
        verificationMail(
          { to: user.email, firstName: user.firstName, language: user.language },
          link('/verify-email', verification.token),
          linkLifetimes.verification,
        ),
        'verification',
      );
    },

    /**
     * Answers the same whether or not the account exists. The mail goes out after the answer, so the time an SMTP
     * server takes cannot tell an observer that the address has an account.
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await db.selectFrom('user').select(['id', 'firstName', 'language']).where('email', '=', email).executeTakeFirst();
      if (user === undefined) return;
      const reset = newLinkToken();
      const now = new Date();
      await db
        .updateTable('user')
        .set({
          passwordResetToken: reset.hash,
          passwordResetExpiry: expiryFrom(now, linkLifetimes.passwordReset.ms),
          updatedAt: now.toISOString(),
        })
        .where('id', '=', user.id)
        .execute();
      const sending = sendQuietly(
        passwordResetMail(
          { to: email, firstName: user.firstName, language: user.language },
          link('/reset-password', reset.token),
          linkLifetimes.passwordReset,
        ),
        'password-reset',
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },

    /**
     * Sets the new password, ends every session (whoever knew the old password may hold one), and marks the email
     * verified: the link arrived at that address. A weak new password leaves the link usable for another try.
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const tokenHash = hashLinkToken(token);
      const now = new Date().toISOString();
      const user = await db
        .selectFrom('user')
        .select(['id', 'email'])
        .where('passwordResetToken', '=', tokenHash)
        .where('passwordResetExpiry', '>', now)
        .executeTakeFirst();
      if (user === undefined) throw accountErrors.invalidResetLink();
      if (isWeakPassword(newPassword, user.email)) throw accountErrors.weakPassword();
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('user')
          .set({
            passwordHash,
            passwordResetToken: null,
            passwordResetExpiry: null,
            emailVerified: 1,
            verificationToken: null,
            verificationExpiry: null,
            // Every session ends below; a device still holding one is told why (plugins/auth.ts).
            passwordChangedAt: now,
            updatedAt: now,
          })
          .where('id', '=', user.id)
          // The token again: a second request racing this one must find it gone.
          .where('passwordResetToken', '=', tokenHash)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw accountErrors.invalidResetLink();
        await endAllSessions(trx, user.id);
      });
      await grantConfiguredAdmins(db, config.adminEmails, user.id);
      await voices.painter(user.id);
    },

    async updateProfile(userId: string, names: { firstName: string; lastName: string }): Promise<AuthUser> {
      await db
        .updateTable('user')
        .set({ ...names, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
      return findAuthUser(userId);
    },

    /** The painter's language (issue 38): their other devices adopt it, and their mails are written in it. */
    async setLanguage(userId: string, language: LanguageCode | null): Promise<AuthUser> {
      await db.updateTable('user').set({ language, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
      return findAuthUser(userId);
    },

    /** The address changes only when the link mailed to the new address is followed; until then it is pending. */
    async requestEmailChange(userId: string, newEmail: string): Promise<{ pendingEmail: string }> {
      const user = await db
        .selectFrom('user')
        .select(['email', 'firstName', 'language'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.email === newEmail) throw accountErrors.sameEmail();
      const taken = await db.selectFrom('user').select('id').where('email', '=', newEmail).executeTakeFirst();
      if (taken !== undefined) throw accountErrors.emailExists();
      const change = newLinkToken();
      const now = new Date();
      await db
        .updateTable('user')
        .set({
          pendingEmail: newEmail,
          emailChangeToken: change.hash,
          emailChangeExpiry: expiryFrom(now, linkLifetimes.emailChange.ms),
          updatedAt: now.toISOString(),
        })
        .where('id', '=', userId)
        .execute();
      await sendOrFail(
        emailChangeMail(
          { to: newEmail, firstName: user.firstName, language: user.language },
          link('/confirm-email-change', change.token),
          linkLifetimes.emailChange,
        ),
        'email-change',
      );
      return { pendingEmail: newEmail };
    },

    /** Moves the email and marks it verified (the link proved the new address). 409 if someone took it meanwhile. */
    async confirmEmailChange(token: string): Promise<void> {
      const tokenHash = hashLinkToken(token);
      const now = new Date().toISOString();
      const user = await db
        .selectFrom('user')
        .select(['id', 'pendingEmail'])
        .where('emailChangeToken', '=', tokenHash)
        .where('emailChangeExpiry', '>', now)
        .executeTakeFirst();
      if (user?.pendingEmail == null) throw accountErrors.invalidEmailChangeLink();
      let changed;
      try {
        changed = await db
          .updateTable('user')
          .set({
            email: user.pendingEmail,
            emailVerified: 1,
            pendingEmail: null,
            emailChangeToken: null,
            emailChangeExpiry: null,
            verificationToken: null,
            verificationExpiry: null,
            updatedAt: now,
          })
          .where('id', '=', user.id)
          .where('emailChangeToken', '=', tokenHash)
          .executeTakeFirst();
      } catch (error) {
        if (isUniqueViolation(error)) throw accountErrors.emailExists();
        throw error;
      }
      if (changed.numUpdatedRows === 0n) throw accountErrors.invalidEmailChangeLink();
      await grantConfiguredAdmins(db, config.adminEmails, user.id);
      await voices.painter(user.id);
    },

    /** Ends every other session: a stolen device is signed out by changing the password from this one. */
    async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
      const { email } = await verifyPasswordOf(userId, currentPassword);
      if (isWeakPassword(newPassword, email)) throw accountErrors.weakPassword();
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        // The other sessions end below; a device still holding one is told why (plugins/auth.ts).
        await trx.updateTable('user').set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where('id', '=', userId).execute();
        await endOtherSessions(trx, userId, sessionId);
      });
    },

    /** Judged by the decoded bytes, not by the data URL's claimed type (the schema already demands image/jpeg). */
    async setProfileImage(userId: string, dataUrl: string): Promise<AuthUser> {
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      // Kept as the photos are (blobs/service.ts): without EXIF (a phone's GPS position) and within the pixel budget,
      // refused for its pixels as for its size.
      if (!isJpeg(bytes) || bytes.length > profileImageMaxBytes || overPixelBudget(bytes)) throw accountErrors.invalidImage();
      const kept = withoutMetadata(bytes);
      // A JPEG that cannot be walked to its end is never kept with parts the strip did not understand.
      if (kept === undefined) throw accountErrors.invalidImage();
      const profileImageUrl = kept === bytes ? dataUrl : `data:image/jpeg;base64,${kept.toString('base64')}`;
      await db.updateTable('user').set({ profileImageUrl, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
      return findAuthUser(userId);
    },

    async removeProfileImage(userId: string): Promise<AuthUser> {
      await db.updateTable('user').set({ profileImageUrl: null, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
      return findAuthUser(userId);
    },

    /** Everything of the user goes with the account, their photos included (users/remove-user.ts). */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await verifyPasswordOf(userId, password);
      await db.transaction().execute((trx) => removeUser(trx, userId));
    },

    /** Waits for mails still being handed to the SMTP server (at shutdown). */
    async settle(): Promise<void> {
      await Promise.all(inFlight);
    },
  };
}
