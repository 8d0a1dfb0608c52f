// What each staff role may do. A network administrator works on every campus, manages the accounts
// and reads the audit log; every other account belongs to exactly one campus and works there only.
import type { StaffRole } from '../../platform/db/schema';

export type { StaffRole };

export const STAFF_ROLES: readonly StaffRole[] = ['network', 'editor', 'admissions', 'moderator'];

/** The staff calls' areas and the roles that may use them (the network administrator everywhere). */
export const AREA_ROLES = {
  /** comment moderation */
  comments: ['moderator', 'network'],
  /** information sessions and families' sign-ups for them */
  signups: ['admissions', 'network'],
  /** accounts and the audit log */
  network: ['network'],
  /** the campus's photographs and the pictures on its site */
  media: ['editor', 'network'],
  /** the studio's copy editor: drafts, preview, publish, versions */
  copy: ['editor', 'network'],
  /** the studio's academic calendar: adding, editing and cancelling events */
  calendar: ['editor', 'network'],
  /** alerts above every page: a network administrator on any campuses, an editor on their own only */
  alerts: ['editor', 'network'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof AREA_ROLES;

export const ROLE_NAMES: Record<StaffRole, string> = {
  network: 'network administrator',
  editor: 'editor',
  admissions: 'admissions officer',
  moderator: 'moderator',
};

/** An account as everyone but the database sees it: never its password hash. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** null for a network administrator */
  campus: string | null;
  createdAt: string;
  disabledAt: string | null;
}

/** Who makes a change, as the audit log records it: an account, or the staff command. */
export interface Actor {
  accountId: number | null;
  email: string;
}

export const CLI_ACTOR: Actor = { accountId: null, email: 'cli' };

export const actorOf = (account: StaffAccount): Actor => ({ accountId: account.id, email: account.email });
