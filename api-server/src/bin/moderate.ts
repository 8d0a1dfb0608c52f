// npm run moderate -- list [SITE] | approve ID | reject ID | delete ID
// For a school's staff: works on the database directly (the same DATABASE_URL / SQLITE_FILE as the server);
// each change is written to the audit log as made by the command line ('cli').
import { isCampusCode } from '@schools/shared-api';
import { CommentService, type StoredComment } from '../modules/comments/commentService';
import { configFromEnv } from '../config';
import { openDatabase } from '../platform/db/connect';
import { CLI_ACTOR } from '../modules/staff/roles';

const USAGE = 'usage: npm run moderate -- list [SITE] | approve ID | reject ID | delete ID';

function show(c: StoredComment): string {
  const reply = c.replyTo ? ` (reply to #${c.replyTo})` : '';
  return `#${c.id} ${c.site} post ${c.postId}${reply} ${c.status} ${c.createdAt}\n  ${c.name}: ${c.comment.replace(/\n/g, '\n  ')}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const config = configFromEnv();
  const database = await openDatabase(config);
  const comments = new CommentService(database.db, database.dialect, Boolean(config.wechat));
  try {
    if (command === 'list') {
      const site = arg?.toUpperCase();
      if (site !== undefined && !isCampusCode(site)) throw new Error(`Unknown site ${arg}`);
      const pending = await comments.list('pending', site);
      console.log(pending.length ? pending.map(show).join('\n') : 'No comments are waiting for moderation.');
      return 0;
    }
    const id = Number(arg);
    if (!['approve', 'reject', 'delete'].includes(command ?? '') || !Number.isInteger(id) || id < 1) {
      console.error(USAGE);
      return 2;
    }
    const result = command === 'delete' ? await comments.remove(id, { by: CLI_ACTOR })
      : await comments.setStatus(id, command === 'approve' ? 'approved' : 'rejected', { by: CLI_ACTOR });
    console.log(`${command === 'delete' ? 'deleted' : result.status}: ${show(result)}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
