import type { Lang } from '@schools/shared-api';

/** The comment area's words; the form's messages and placeholders are SPEC 5's, translated on Chinese pages. */
export const COMMENT_TEXT: Record<Lang, {
  count: (n: number) => string; none: string; namePlaceholder: string; commentPlaceholder: string; name: string; comment: string;
  submit: string; sending: string; reply: string; replyingTo: (name: string) => string; cancelReply: string;
  signIn: string; signedInAs: (name: string) => string; signOut: string; failed: string; tooMany: string; leave: string;
  nameMissing: string; commentMissing: string; pendingHeading: string; pendingNote: string; pending: string; replyTo: (name: string) => string;
}> = {
  en: {
    count: (n) => (n === 1 ? '1 comment' : `${n} comments`),
    none: 'No comments yet. Be the first to encourage this student.',
    namePlaceholder: 'Please enter your name...', commentPlaceholder: 'Add a comment...', name: 'Name', comment: 'Comment',
    submit: 'Submit', sending: 'Sending…', reply: 'Reply', replyingTo: (name) => `Replying to ${name}`, cancelReply: 'Cancel reply',
    signIn: 'Sign in with WeChat', signedInAs: (name) => `Signed in with WeChat as ${name}`, signOut: 'Sign out',
    failed: 'Your comment could not be sent just now. Please try again.',
    tooMany: 'You have sent several comments in the last few minutes. Please try again later.',
    leave: 'Leave a comment',
    nameMissing: 'Please enter your name.', commentMissing: 'Please write your comment.',
    pendingHeading: 'Your comments awaiting approval', pendingNote: 'Only you can see them until the school approves them.',
    pending: 'Awaiting approval', replyTo: (name) => `In reply to ${name}`,
  },
  zh: {
    count: (n) => `${n} 条评论`,
    none: '还没有评论，来为这位同学送上第一份鼓励吧。',
    namePlaceholder: '请输入您的姓名...', commentPlaceholder: '添加评论...', name: '姓名', comment: '评论',
    submit: '提交', sending: '正在提交…', reply: '回复', replyingTo: (name) => `回复 ${name}`, cancelReply: '取消回复',
    signIn: '微信扫码登录', signedInAs: (name) => `已通过微信登录：${name}`, signOut: '退出登录',
    failed: '评论暂时无法提交，请稍后再试。',
    tooMany: '您在几分钟内已提交多条评论，请稍后再试。',
    leave: '发表评论',
    nameMissing: '请输入您的姓名。', commentMissing: '请填写评论内容。',
    pendingHeading: '您待审核的评论', pendingNote: '学校审核通过前，仅您本人可见。',
    pending: '待审核', replyTo: (name) => `回复 ${name}`,
  },
};
