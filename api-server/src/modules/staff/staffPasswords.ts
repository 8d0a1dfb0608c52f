// Passwords changed after an account is made (issue 34, item 1): by the member of staff, who gives the
// current one (their other sessions end); with a single-use link a network administrator makes (sent by
// e-mail when SMTP is set up, otherwise shown to the administrator once, to hand over); and by the staff
// command. Each is one transaction with its audit row, ends the account's reset links and signs the
// account out (but for the session that changes its own password). A wrong current password and a
// link that sets nothing count as failed sign-ins (signInThrottle.ts).
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODES } from '@schools/shared-api';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { Outbox } from '../../platform/mail/outbox';
import { writeAudit } from './audit';
import { StaffDevices } from './devices';
import { Problems } from './fieldRefusal';
import type { CampusCode } from '@schools/shared-api';
import { endResets, issueReset, linkCampus, resetLink, useReset } from './passwordResets';
import { SCRYPT, checkNewPassword, hashPassword, passwordProblem, verifyPassword, type ScryptCost } from './passwords';
import { resetMail, resetMailKey } from './resetMail';
import { actorOf, type Actor, type StaffAccount } from './roles';
import { SignInThrottle } from './signInThrottle';
import { accountOf, emailKey, endSessions, type SignedIn } from './staffService';

/** How reset links reach their owners by e-mail: the outbox, whether it is sent at all, and the sender to wake. */
export interface ResetMailer {
  outbox: Outbox;
  /** SMTP_URL is set: without it the link is given to the administrator instead */
  sends: boolean;
  /** asks the sender to look at the outbox now (a message has just been committed) */
  wake: () => void;
}

/** A reset link made: the account, until when the link works, and how it reaches its owner. */
export interface PasswordResetIssued {
  account: StaffAccount;
  expiresAt: string;
  /** 'email': sent to the account's address; 'link': given here, once, for the administrator to hand over */
  delivery: 'email' | 'link';
  /** the link when delivery is 'link'; null when it was e-mailed (nobody else sees it) */
  link: string | null;
}

/** What a new password ended: how many of the account's sessions. */
export interface PasswordChanged {
  account: StaffAccount;
  sessionsEnded: number;
}

export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The one answer to a link that sets nothing, whatever the reason: it tells a guesser nothing. */
export const RESET_LINK_REFUSED = 'This link cannot set a password: it is unknown, was used already, was replaced by a newer one, '
  + 'or is more than an hour old. Ask a network administrator for a new one';

export class StaffPasswords {
  private readonly devices: StaffDevices;
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
    /** scrypt's cost for the passwords it hashes */
    private readonly passwordCost: ScryptCost = SCRYPT,
    /** the e-mail of the links; without it (the staff command) every link is given to whoever made it */
    private readonly mailer?: ResetMailer,
  ) {
    this.devices = new StaffDevices(db, now);
    this.throttle = new SignInThrottle(db, dialect, now);
  }

  /**
   * A member of staff's new password, given with their current one. The new one's rules are checked
   * first (that costs no attempt); then the attempt is counted as a sign-in, of the browser's device
   * when it has the account's device cookie; a wrong current password is refused beside its field.
   * Every other session of the account ends; this one goes on.
   */
  async changeOwn({ account, sessionId }: SignedIn, input: OwnPasswordChange, client: string, deviceCookie?: string): Promise<PasswordChanged> {
    const problems = new Problems();
    if (!input.currentPassword) problems.add('currentPassword', 'required', 'Enter the current password');
    checkNewPassword(problems, 'newPassword', input.newPassword);
    problems.refuse('new password');
    const key = emailKey(account.email);
    const device = await this.devices.deviceOf(deviceCookie, account.id);
    const attempt = await this.throttle.count({ emailKey: key, client, device });
    const row = await this.db.selectFrom('staff_account').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
      // The form had no other problem (it was refused above otherwise): this one is said alone.
      problems.add('currentPassword', 'wrongPassword', "is not this account's current password");
      problems.refuse('new password');
    }
    // Hashed before the transaction: it holds no lock while scrypt works.
    const passwordHash = await hashPassword(input.newPassword, this.passwordCost);
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff_account').set({ password_hash: passwordHash }).where('id', '=', account.id).execute();
      const sessionsEnded = await endSessions(trx, account.id, sessionId);
      await this.endLinks(trx, account.id, 'the password was changed');
      await this.throttle.forget(trx, key, attempt);
      await writeAudit(trx, actorOf(account), {
        site: account.campus, action: 'account.password-change', targetId: account.id, before: account, after: { ...account, sessionsEnded },
      }, this.now());
      return { account, sessionsEnded };
    });
  }

  /** A password set by the staff command (npm run staff -- passwd): every session of the account ends. */
  async setPassword(accountId: number, password: string, by: Actor): Promise<PasswordChanged> {
    const problem = passwordProblem(password);
    if (problem) throw ApiError.badRequest(problem);
    const passwordHash = await hashPassword(password, this.passwordCost);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('staff_account').set({ password_hash: passwordHash }).where('id', '=', accountId).returningAll().executeTakeFirst();
      if (!updated) throw ApiError.notFound(`Account ${accountId} does not exist`).because('notFound');
      const account = accountOf(updated);
      const sessionsEnded = await endSessions(trx, accountId);
      await this.endLinks(trx, accountId, 'a new password was set');
      await this.throttle.forget(trx, emailKey(account.email));
      await writeAudit(trx, by, { site: account.campus, action: 'account.password-set', targetId: accountId, before: account, after: { ...account, sessionsEnded } }, this.now());
      return { account, sessionsEnded };
    });
  }

  /**
   * Makes a single-use link to set the account's password, valid PASSWORD_RESET.lifetimeMs, on the staff
   * page at `originOf` the account's link campus (linkCampus); older links of the account end (and their
   * e-mails, if still waiting, are not sent).
   * With e-mail sent, the link goes to the account's address through the outbox, in the same transaction,
   * and the answer does not hold it; otherwise the answer is the one place it is ever given. The old
   * password works until the new one is set. A disabled account gets none: enable it first.
   */
  async issueReset(accountId: number, by: Actor, originOf: (campus: CampusCode) => string): Promise<PasswordResetIssued> {
    const emailed = this.mailer?.sends === true;
    const issued = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('staff_account').selectAll().where('id', '=', accountId).executeTakeFirst();
      if (!row) throw ApiError.notFound(`Account ${accountId} does not exist`).because('notFound');
      const account = accountOf(row);
      if (account.disabledAt) {
        throw new ApiError(409, ERROR_CODES.conflict, `Account ${accountId} (${account.email}) is disabled: enable it before giving it a reset link`).because('accountDisabled');
      }
      await this.endLinks(trx, accountId, 'a newer reset link replaced it');
      const now = this.now();
      const reset = await issueReset(trx, accountId, by, now);
      const link = resetLink(originOf(linkCampus(account.campus)), reset.token, account.email);
      if (emailed) await this.mailer!.outbox.write(trx, resetMail(reset.id, account, link, reset.expiresAt, now), now);
      const delivery = emailed ? 'email' as const : 'link' as const;
      await writeAudit(trx, by, {
        site: account.campus, action: 'account.reset-link', targetId: accountId, before: null, after: { resetId: reset.id, expiresAt: reset.expiresAt, delivery },
      }, now);
      return { account, expiresAt: reset.expiresAt, delivery, link: emailed ? null : link };
    });
    if (emailed) this.mailer!.wake();
    return issued;
  }

  /**
   * Sets a new password with a reset link's token: the link is used up, every session of the account
   * ends, and the e-mail's failed sign-ins are forgotten. The new password's rules are checked first;
   * then the attempt counts against the client's address until it succeeds, so guessing tokens meets
   * the sign-in throttle. Every link that sets nothing gets the same answer.
   */
  async redeemReset(token: string, password: string, client: string): Promise<PasswordChanged> {
    const problems = new Problems();
    checkNewPassword(problems, 'password', password);
    problems.refuse('new password');
    const attempt = await this.throttle.count({ emailKey: null, client });
    const passwordHash = await hashPassword(password, this.passwordCost);
    return this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const reset = await useReset(trx, token, now);
      const row = reset ? await trx.selectFrom('staff_account').selectAll().where('id', '=', reset.accountId).executeTakeFirst() : undefined;
      // A disabled account has no links (disabling ends them); were one left, it would set nothing either.
      if (!reset || !row || row.disabled_at) throw ApiError.badRequest(RESET_LINK_REFUSED).because('resetLinkInvalid');
      const account = accountOf(row);
      await trx.updateTable('staff_account').set({ password_hash: passwordHash }).where('id', '=', account.id).execute();
      const sessionsEnded = await endSessions(trx, account.id);
      await this.endLinks(trx, account.id, 'the password was set with another link');
      await this.throttle.forget(trx, emailKey(account.email), attempt);
      await writeAudit(trx, actorOf(account), {
        site: account.campus, action: 'account.password-reset', targetId: account.id, before: account, after: { ...account, resetId: reset.id, sessionsEnded },
      }, now);
      return { account, sessionsEnded };
    });
  }

  /** Ends the account's unused links, and takes their e-mails still waiting off the outbox. */
  private async endLinks(trx: Transaction<Database>, accountId: number, reason: string): Promise<void> {
    const ended = await endResets(trx, accountId);
    if (this.mailer) for (const id of ended) await this.mailer.outbox.skip(trx, resetMailKey(id), reason);
  }
}
