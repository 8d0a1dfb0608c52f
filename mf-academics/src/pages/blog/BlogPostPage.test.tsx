/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { COMMENT_MESSAGES, getApi, type BlogPost, type CommentList, type SeniorStudent } from '@schools/shared-api';
import { renderAcademics } from '../../test-support/render';

const STUDENT: SeniorStudent = {
  id: 3, name: 'Lucas Huang', projectTitle: 'Word by Word', advisor: 'Ms. Hughes', internshipLocation: 'Brightleaf EdTech',
  onsiteMentor: 'Mo Xue', projectAbstract: 'A vocabulary app.', pic: '', picAlt: '',
};
const POST: BlogPost = { id: 7, studentId: 3, title: 'Week 1: Stand-ups', summary: 'First week.', body: 'Monday.\n\nFriday.', date: '2027-04-12', pic: '', picAlt: '' };
const COMMENTS: CommentList = {
  count: 2,
  list: [{ id: 1, name: '<b>Eve</b>', comment: '<img src=x onerror=alert(1)>', createdAt: '2027-04-13T02:00:00Z', replies: [
    { id: 2, name: 'Lucas', comment: 'Thank you!', createdAt: '2027-04-13T03:00:00Z', replies: [] },
  ] }],
};

function answer(signedIn: boolean) {
  jest.spyOn(getApi(), 'studentList').mockResolvedValue([STUDENT]);
  jest.spyOn(getApi(), 'studentPosts').mockResolvedValue([POST]);
  jest.spyOn(getApi(), 'commentView').mockResolvedValue(COMMENTS);
  jest.spyOn(getApi(), 'skipAppId').mockResolvedValue({ appId: '', enabled: true, prompt: 'Scan the code with WeChat to leave a comment' });
  jest.spyOn(getApi(), 'wechatSession').mockResolvedValue({ signedIn, nickname: signedIn ? '李明' : '' });
  return jest.spyOn(getApi(), 'commentMine').mockResolvedValue([]);
}

const open = (lang: 'en' | 'zh' = 'en') =>
  renderAcademics(`#/academics/senior_project/blog_detail?student=3&id=7&lang=${lang === 'zh' ? 'cn' : 'en'}`, { campus: 'BIGZ', lang });

describe('a senior project blog post', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the post, its approved comments as text with replies nested, and the count', async () => {
    answer(false);
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 1: Stand-ups' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '2 comments' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('<b>Eve</b>')).toBeTruthy();
    expect(container.querySelector('.acad-comments img, .acad-comments b')).toBeNull();
    const reply = screen.getByText('Thank you!').closest('li')!;
    expect(reply.parentElement!.closest('li')!.textContent).toContain('<b>Eve</b>');
    // Back goes to this student's blog.
    expect(container.querySelector('.ui-back')!.getAttribute('href')).toBe('#/academics/senior_project/blog?id=3&lang=en');
  });

  it('asks a visitor who is not signed in to sign in with WeChat, and comes back to this post', async () => {
    answer(false);
    open();
    const signIn = await screen.findByRole('link', { name: 'Sign in with WeChat' });
    expect(screen.getByText('Scan the code with WeChat to leave a comment')).toBeTruthy();
    const from = new URLSearchParams(signIn.getAttribute('href')!.split('?')[1]).get('from');
    expect(from).toBe('/academics/senior_project/blog_detail?student=3&id=7&lang=en');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says comments are closed where WeChat sign-in is not set up, and invites no first comment', async () => {
    answer(false);
    jest.spyOn(getApi(), 'commentView').mockResolvedValue({ count: 0, list: [] });
    jest.spyOn(getApi(), 'skipAppId').mockResolvedValue({ appId: '', enabled: false, prompt: 'Comments are closed on this site.' });
    open();
    expect(await screen.findByText('Comments are closed on this site.')).toBeTruthy();
    expect(screen.queryByText(/Be the first/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in with WeChat' })).toBeNull();
  });

  it('refuses an empty comment with the SPEC message in Chinese, and sends a complete one', async () => {
    answer(true);
    const insert = jest.spyOn(getApi(), 'commentInsert').mockResolvedValue({ id: 9, status: 'pending', message: COMMENT_MESSAGES.submitted.zh });
    open('zh');
    const form = (await screen.findByRole('heading', { name: '发表评论' })).closest('form')!;
    const name = within(form).getByPlaceholderText('请输入您的姓名...') as HTMLInputElement;
    expect(name.value).toBe('李明');
    fireEvent.change(name, { target: { value: '' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '提交' })));
    expect(insert).not.toHaveBeenCalled();
    expect(within(form).getByText(COMMENT_MESSAGES.required.zh)).toBeTruthy();

    fireEvent.change(name, { target: { value: '张老师' } });
    fireEvent.change(within(form).getByPlaceholderText('添加评论...'), { target: { value: '很有意义的项目！' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '提交' })));
    expect(insert).toHaveBeenCalledWith({ postId: 7, name: '张老师', comment: '很有意义的项目！' });
    expect(within(form).getByText(COMMENT_MESSAGES.submitted.zh)).toBeTruthy();
    expect(within(form).getByText(COMMENT_MESSAGES.afterApproval.zh)).toBeTruthy();
  });

  it('on an empty send, marks each empty field invalid beside its visible label and moves the focus to the first', async () => {
    answer(true);
    const insert = jest.spyOn(getApi(), 'commentInsert').mockResolvedValue({ id: 9, status: 'pending', message: 'ok' });
    open();
    const form = (await screen.findByRole('heading', { name: 'Leave a comment' })).closest('form')!;
    // Labels a sighted visitor reads (a placeholder goes away as soon as one types).
    const name = within(form).getByLabelText(/^Name/) as HTMLInputElement;
    const comment = within(form).getByLabelText(/^Comment/) as HTMLTextAreaElement;
    expect(form.querySelector(`label[for="${name.id}"]`)!.className).not.toContain('visually-hidden');
    expect(form.querySelector(`label[for="${comment.id}"]`)!.className).not.toContain('visually-hidden');
    const submit = within(form).getByRole('button', { name: 'Submit' });

    // Only the comment is missing: it alone is invalid, and it takes the focus.
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(insert).not.toHaveBeenCalled();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(comment);
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)!.textContent).toBe('Please write your comment.');

    // Both missing: the name comes first.
    fireEvent.change(name, { target: { value: ' ' } });
    submit.focus();
    await act(async () => fireEvent.click(submit));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    // Fixed as one types.
    fireEvent.change(name, { target: { value: 'Ms. Hughes' } });
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it("shows the signed-in author their own comments awaiting approval, marked so, and no one else's", async () => {
    const mine = answer(true).mockResolvedValue([
      { id: 21, name: '王女士', comment: '为你骄傲！', createdAt: '2027-04-14T02:00:00Z', replyTo: null },
      { id: 22, name: '王女士', comment: '同意！', createdAt: '2027-04-14T03:00:00Z', replyTo: 2 },
    ]);
    open('zh');
    const pending = (await screen.findByRole('heading', { name: '您待审核的评论' })).closest('section')!;
    expect(mine).toHaveBeenCalledWith({ postId: 7 });
    expect(within(pending).getByText('学校审核通过前，仅您本人可见。')).toBeTruthy();
    expect(within(pending).getByText('为你骄傲！')).toBeTruthy();
    expect(within(pending).getAllByText('待审核')).toHaveLength(2);
    expect(within(pending).getByText('回复 Lucas')).toBeTruthy();
    // Not counted among the approved comments.
    expect(screen.getByRole('heading', { name: '2 条评论' })).toBeTruthy();
  });

  it('asks nothing of comment/mine for a visitor who is not signed in', async () => {
    const mine = answer(false);
    open();
    await screen.findByRole('link', { name: 'Sign in with WeChat' });
    expect(mine).not.toHaveBeenCalled();
    expect(screen.queryByText('Your comments awaiting approval')).toBeNull();
  });

  it('lists a comment just sent among the pending ones, in English', async () => {
    const mine = answer(true);
    jest.spyOn(getApi(), 'commentInsert').mockResolvedValue({ id: 23, status: 'pending', message: COMMENT_MESSAGES.submitted.en });
    open();
    const form = (await screen.findByRole('heading', { name: 'Leave a comment' })).closest('form')!;
    mine.mockResolvedValue([{ id: 23, name: '李明', comment: 'Great work!', createdAt: '2027-04-14T02:00:00Z', replyTo: null }]);
    fireEvent.change(within(form).getByPlaceholderText('Add a comment...'), { target: { value: 'Great work!' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Submit' })));
    const pending = (await screen.findByRole('heading', { name: 'Your comments awaiting approval' })).closest('section')!;
    expect(within(pending).getByText('Great work!')).toBeTruthy();
    expect(within(pending).getByText('Awaiting approval')).toBeTruthy();
  });

  it('replies to a comment', async () => {
    answer(true);
    const insert = jest.spyOn(getApi(), 'commentInsert').mockResolvedValue({ id: 9, status: 'pending', message: 'ok' });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply: Lucas' }));
    expect(screen.getByRole('heading', { name: 'Replying to Lucas' })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Add a comment...'), { target: { value: 'Well said.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(insert).toHaveBeenCalledWith({ postId: 7, name: '李明', comment: 'Well said.', replyTo: 2 });
  });
});
