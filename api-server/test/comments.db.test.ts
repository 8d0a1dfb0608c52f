// The comment flow: pending → approved → visible, replies, limits, moderation by a campus's moderator.
import { COMMENT_LIMITS } from '../src/modules/comments/commentService';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';
import { signInCommenter } from './support/wechat';

let server: TestServer;
let postId: number;
let moderator: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  moderator = await staffAs(server, 'moderator', 'BIGZ');
  const [student] = await server.api('BIGZ', 'en').studentList();
  postId = (await server.api('BIGZ', 'en').studentPosts({ studentId: student!.id }))[0]!.id;
});
afterAll(() => server.close());

/** A signed-in commenter per address: each test comments from its own, so the limits do not couple them. */
const commenters = new Map<string, Promise<string>>();
function commenterAt(client: string): Promise<string> {
  if (!commenters.has(client)) commenters.set(client, signInCommenter(server.base));
  return commenters.get(client)!;
}

async function post(body: unknown, client: string, lang = 'en') {
  return raw(server.base, '/api/BIGZ/user/comment/insert', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': lang, 'x-forwarded-for': client, cookie: await commenterAt(client) },
    body: JSON.stringify(body),
  });
}

/** A staff call of BIGZ's moderator. */
const admin = (method: string, path: string) => moderator.call(method, `/BIGZ${path}`);

describe('comments', () => {
  it("shows a pending comment to its author alone (comment/mine), until it is approved or rejected", async () => {
    const mine = async (cookie?: string) =>
      raw(server.base, `/api/BIGZ/user/comment/mine?postId=${postId}`, { headers: { 'x-locale': 'zh', ...(cookie ? { cookie } : {}) } });
    const sent = await post({ postId, name: '王女士', comment: '为你骄傲！' }, '10.1.0.9', 'zh');
    const id = sent.body.data.id as number;

    const own = await mine(await commenterAt('10.1.0.9'));
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.body.data).toEqual([{ id, name: '王女士', comment: '为你骄傲！', createdAt: expect.any(String), replyTo: null }]);
    // Nobody else sees it: another commenter, a visitor not signed in, the public list.
    expect((await mine(await commenterAt('10.1.0.10'))).body.data).toEqual([]);
    expect((await mine()).body).toEqual({ code: '000', data: [] });
    expect((await server.api('BIGZ', 'zh').commentView({ postId })).list.map((c) => c.id)).not.toContain(id);

    await admin('POST', `/comments/${id}/reject`);
    expect((await mine(await commenterAt('10.1.0.9'))).body.data).toEqual([]);
  });

  it('stores a comment as pending, shows it only after approval, then replies nest', async () => {
    const sent = await post({ postId, name: '  Li Wei ', comment: ' Wonderful project!\r\nWell done. ' }, '10.1.0.1');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: '000', data: { id: expect.any(Number), status: 'pending', message: 'Successfully submitted' } });
    const id = sent.body.data.id as number;

    expect(await server.api('BIGZ', 'en').commentView({ postId })).toEqual({ count: 0, list: [] });
    const pending = await admin('GET', '/comments?status=pending');
    expect(pending.body.data).toEqual([expect.objectContaining({ id, name: 'Li Wei', comment: 'Wonderful project!\nWell done.', status: 'pending' })]);

    expect((await admin('POST', `/comments/${id}/approve`)).body.data.status).toBe('approved');
    // Visible at once on this instance: approval drops the cached list.
    const view = await server.api('BIGZ', 'en').commentView({ postId });
    expect(view).toEqual({ count: 1, list: [{ id, name: 'Li Wei', comment: 'Wonderful project!\nWell done.', createdAt: expect.any(String), replies: [] }] });

    const reply = await post({ postId, name: 'Chen', comment: 'Agreed', replyTo: id }, '10.1.0.1');
    await admin('POST', `/comments/${reply.body.data.id}/approve`);
    const nested = await server.api('BIGZ', 'en').commentView({ postId });
    expect(nested.count).toBe(2);
    expect(nested.list[0]!.replies.map((r) => r.comment)).toEqual(['Agreed']);

    // Deleting the comment takes its replies with it.
    await admin('DELETE', `/comments/${id}`);
    expect(await server.api('BIGZ', 'en').commentView({ postId })).toEqual({ count: 0, list: [] });
  });

  it('stores lone UTF-16 surrogates as U+FFFD, one character each, so a 40-character name stays 40', async () => {
    const name = `${'\uD800'.repeat(20)}${'A\uDC00'.repeat(10)}`;
    expect(name).toHaveLength(40);
    const sent = await post({ postId, name, comment: 'x\uDBFFy \uD83D\uDE00' }, '10.1.0.9');
    expect(sent.status).toBe(200);
    await admin('POST', `/comments/${sent.body.data.id}/approve`);
    const shown = (await server.api('BIGZ', 'en').commentView({ postId })).list.find((c) => c.id === sent.body.data.id)!;
    expect(shown.name).toBe(`${'\uFFFD'.repeat(20)}${'A\uFFFD'.repeat(10)}`);
    expect(shown.name).toHaveLength(40);
    // A well-formed pair (an emoji) is kept as it is.
    expect(shown.comment).toBe('x\uFFFDy \uD83D\uDE00');
  });

  it('keeps user text as plain text, markup and all', async () => {
    const sent = await post({ postId, name: '<b>Eve</b>', comment: '<script>alert(1)</script>' }, '10.1.0.2');
    await admin('POST', `/comments/${sent.body.data.id}/approve`);
    const view = await server.api('BIGZ', 'en').commentView({ postId });
    expect(view.list.find((c) => c.id === sent.body.data.id)).toMatchObject({ name: '<b>Eve</b>', comment: '<script>alert(1)</script>' });
  });

  it('refuses a missing name or comment with the form message, in the visitor language', async () => {
    const noName = await post({ postId, name: '   ', comment: 'Hello' }, '10.1.0.3');
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ code: '400', data: null, message: 'Please enter Name and Comments' });
    const noComment = await post({ postId, name: 'Li' }, '10.1.0.3', 'zh');
    expect(noComment.body.message).toBe('请输入姓名和评论');
  });

  it('caps lengths and checks the post and the reply target', async () => {
    const long = await post({ postId, name: 'x'.repeat(COMMENT_LIMITS.nameLength + 1), comment: 'Hi' }, '10.1.0.4');
    expect(long.body.message).toBe(`Name is longer than ${COMMENT_LIMITS.nameLength} characters`);
    const noPost = await post({ postId: 999999, name: 'A', comment: 'B' }, '10.1.0.4');
    expect(noPost.status).toBe(404);
    const pendingParent = await post({ postId, name: 'A', comment: 'parent' }, '10.1.0.4');
    const badReply = await post({ postId, name: 'B', comment: 'reply', replyTo: pendingParent.body.data.id }, '10.1.0.4');
    expect(badReply.status).toBe(400);
    expect(badReply.body.message).toMatch(/is not an approved comment/);
  });

  it('limits comments per client address with a clear error', async () => {
    for (let i = 0; i < COMMENT_LIMITS.perClient; i++) {
      expect((await post({ postId, name: 'Spam', comment: `note ${i}` }, '10.1.0.5')).status).toBe(200);
    }
    const over = await post({ postId, name: 'Spam', comment: 'one more' }, '10.1.0.5');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('429');
    expect(over.body.message).toMatch(/Too many comments/);
    expect((await post({ postId, name: 'Other', comment: 'fine' }, '10.1.0.6')).status).toBe(200);
  });

  it('refuses moderation without a staff session', async () => {
    expect((await raw(server.base, '/api/staff/BIGZ/comments')).status).toBe(401);
    const wrong = await raw(server.base, '/api/staff/BIGZ/comments/1/approve', { method: 'POST', headers: { cookie: 'staff_session=not-a-session', 'x-csrf-token': moderator.csrf } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: '401', data: null, message: expect.stringContaining('staff session'), reason: 'signInRequired' });
  });
});
