// JSON schemas of the staff's own calls: sign-in and sessions, passwords, accounts, the audit log.
import { CAMPUS_CODES } from '@schools/shared-api';
import { arr, bool, int, nullable, obj, str } from '../../platform/http/schemas';

const role = { type: 'string', enum: ['network', 'editor', 'admissions', 'moderator'] } as const;
const campus = { type: 'string', enum: [...CAMPUS_CODES], description: 'required for every role but network, absent for network' } as const;
/** Types and bounds only, as the sign-in's: the rules (12 characters at least) are checked with messages beside the field. */
const password = { type: 'string', maxLength: 1024 } as const;

const staffAccount = obj({
  id: int, email: str, name: str,
  role,
  campus: { type: ['string', 'null'], description: 'null for a network administrator' },
  createdAt: str, disabledAt: nullable('string'),
});
/** A row as it was before or after a change: any JSON object, or null where there was none. */
const auditRow = { type: ['object', 'null'], additionalProperties: true } as const;

export const data = {
  staffAccount,
  staffAccounts: arr(staffAccount),
  staffSession: obj({
    account: staffAccount,
    csrfToken: { type: 'string', description: 'send it as the x-csrf-token header with every staff call that changes something' },
  }),
  staffSignedOut: obj({ signedIn: bool, sessionsEnded: { type: 'integer', minimum: 0, description: 'how many sessions of the account ended' } }),
  passwordChanged: obj({
    account: staffAccount,
    sessionsEnded: { type: 'integer', minimum: 0, description: "how many of the account's sessions ended (all but this one, for one's own change)" },
  }),
  passwordResetIssued: obj({
    account: staffAccount,
    expiresAt: { type: 'string', description: 'until when the link works (once), one hour from now' },
    delivery: { type: 'string', enum: ['email', 'link'], description: "email: sent to the account's address (SMTP_URL is set); link: answered here, once, to hand over" },
    link: { type: ['string', 'null'], description: 'the link when delivery is link: never stored, never shown again; null when it was e-mailed' },
  }),
  auditEntries: arr(obj({
    id: int, at: str, accountId: nullable('integer'), actor: { type: 'string', description: "the account's e-mail, or cli for the staff command" },
    site: nullable('string'), action: str, targetId: nullable('string'), before: auditRow, after: auditRow,
  })),
};

export const query = {
  audit: obj({
    site: { type: 'string', enum: [...CAMPUS_CODES], description: "one campus's changes; all when absent" },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  }, []),
};

export const body = {
  staffSignIn: obj({ email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } }),
  // Types and bounds only: the rules (an e-mail's shape, a campus for every role but network, the
  // password's length) are checked with messages that say what to change.
  staffAccount: obj({
    email: { type: 'string', maxLength: 320 },
    name: { type: 'string', maxLength: 200 },
    role,
    campus,
    password: { ...password, description: 'at least 12 characters' },
  }, ['email', 'name', 'role', 'password']),
  staffRole: obj({ role, campus }, ['role']),
  ownPassword: obj({ currentPassword: password, newPassword: { ...password, description: 'at least 12 characters' } }),
  passwordReset: obj({
    token: { type: 'string', maxLength: 100, description: 'the token of the link (after token= in it)' },
    password: { ...password, description: 'the new password: at least 12 characters' },
  }),
};
