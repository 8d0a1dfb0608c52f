/**
 * A backup or restore that cannot go ahead, said in a sentence for the operator (the commands print it
 * and exit with 1, without a stack trace). It is thrown before anything is written, or after what was
 * written has been removed again.
 */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
