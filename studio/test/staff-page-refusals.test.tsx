/** @jest-environment jsdom */
// The staff page in Chinese says the server's refusals in Chinese: a refused copy draft beside its
// fields, a refused upload beside the file, the sign-in throttle, and what it has no words for as
// "the server refused this". The server's answers are the envelopes its refusals carry (their rules
// and reasons are checked against the server in studio.db.test.ts, media.db.test.ts, staff-session.db.test.ts).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HREF_RULE } from '@schools/shared-api';
import { SignIn } from '../src/SignIn';
import { TargetEditor } from '../src/copy/TargetEditor';
import { UploadForm } from '../src/media/UploadForm';
import type { StudioTarget, TargetSummary } from '@schools/api-server/staff-contract';
import { serve, description } from './fakeApi';

/** The server as the page sees it: one answer per method and path; anything else fails the test. */

const ENGLISH_SENTENCE = /\b[A-Za-z]{3,} [A-Za-z]{2,} [A-Za-z]{2,}\b/;

const summary: TargetSummary = {
  target: 'content:7', kind: 'content', key: '7', group: 'pages', label: { en: 'Mission', zh: '办学使命' }, section: { en: 'About Us', zh: '关于我们' },
  route: '/about/mission', page: '/about/mission', place: 'page', hasDraft: false,
};
const opened: StudioTarget = {
  ...summary,
  live: {
    title: { en: 'Mission', zh: '办学使命' }, summary: { en: '', zh: '' },
    blocks: { en: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our mission' }] }], zh: [{ type: 'paragraph', content: [{ type: 'text', text: '我们的使命' }] }] },
  },
  draft: null,
  scheduled: null,
  versions: [],
  revision: '0.-.-',
};
const base = '/api/staff/BISZ/studio/targets/content/7';

describe('the staff page in Chinese', () => {
  it('shows a refused copy draft\'s problems beside their fields in Chinese, and no English', async () => {
    serve({
      [`GET ${base}`]: { status: 200, body: { code: '000', data: opened } },
      [`PUT ${base}/draft`]: {
        status: 400,
        body: {
          code: '400', data: null, message: 'The copy was refused, nothing was saved: title.zh must not be empty; blocks.zh[0].content[1].href must be an in-site path, https:, mailto: or tel:',
          problems: [
            { path: 'title.zh', rule: 'required', detail: null, message: 'must not be empty' },
            { path: 'blocks.zh[0].content[1].href', rule: 'href', detail: null, message: HREF_RULE },
            { path: 'summary.zh', rule: 'tooLong', detail: '2000', message: 'must be at most 2000 characters' },
          ],
        },
      },
    });
    render(<TargetEditor site="BISZ" lang="zh" summary={summary} onDirty={() => undefined} onExpired={() => undefined} onChanged={() => undefined} />);
    await screen.findByDisplayValue('我们的使命');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    });
    await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3));
    const said = [...document.querySelectorAll('[aria-invalid="true"]')].map(description).join('\n');
    expect(said).toContain('此项为必填项。');
    expect(said).toContain('链接: 请输入本站页面的链接（以 / 开头），或 https:、mailto:、tel: 地址。');
    expect(said).toContain('请缩短至 2000 个字符以内。');
    // The list of problems above the form says them in Chinese too; the server's English is nowhere.
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join('\n')).toContain('未保存：共有 3 个问题');
    expect(document.body.textContent).not.toContain('must not be empty');
    expect(document.body.textContent).not.toContain(HREF_RULE);
    expect(document.body.textContent).not.toMatch(/must be at most/);
  });

  it('says in Chinese why an upload was refused (not a photograph), on its line of the upload list', async () => {
    const body = { code: '415', data: null, message: 'This file is a PDF file: upload a JPEG, PNG, WebP or HEIC photograph', reason: 'notAPhoto' };
    class RefusingRequest {
      status = 0;
      response: unknown = null;
      responseType = '';
      upload: { onprogress?: (e: ProgressEvent) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 415;
        this.response = body;
        setTimeout(() => this.onload?.(), 0);
      }
    }
    const real = window.XMLHttpRequest;
    window.XMLHttpRequest = RefusingRequest as unknown as typeof XMLHttpRequest;
    try {
      render(<UploadForm lang="zh" site="BISZ" onUploaded={() => undefined} onExpired={() => undefined} />);
      const input = screen.getByLabelText('选择照片');
      fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' })] } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '上传' }));
      });
      // Each file's outcome is said on its line of the upload list, and the whole in a status line.
      const line = await screen.findByText('该文件不是网站可用的照片，请上传 JPEG、PNG、WebP 或 HEIC 格式的照片。');
      expect(line.closest('li')!.textContent).toContain('brochure.pdf');
      expect(screen.getByRole('status').textContent).toBe('没有上传成功：1 个文件未被接受（原因见列表）。');
      expect(line.closest('ul')!.textContent).not.toMatch(ENGLISH_SENTENCE);
    } finally {
      window.XMLHttpRequest = real;
    }
  });

  it('says the sign-in throttle in Chinese, with the wait in minutes', async () => {
    serve({
      'POST /api/staff/session': {
        status: 429, headers: { 'retry-after': '600' },
        body: { code: '429', data: null, message: 'Too many failed sign-ins for this e-mail address (at most 5 in 15 minutes): try again in 10 minutes', reason: 'signInThrottled' },
      },
    });
    render(<SignIn lang="zh" onSignIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/电子邮箱/), { target: { value: 'li.na@staff.example.cn' } });
    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: 'a wrong password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('登录失败次数过多，请在 10 分钟后重试。'));
  });

  it('says a refusal it has no words for as the server refusing it, in Chinese, with the server\'s words after', async () => {
    serve({
      'POST /api/staff/session': { status: 400, body: { code: '400', data: null, message: 'Invalid request: body/email must NOT have more than 320 characters' } },
    });
    render(<SignIn lang="zh" onSignIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/电子邮箱/), { target: { value: 'li.na@staff.example.cn' } });
    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: 'a wrong password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('服务器拒绝了此操作：Invalid request: body/email must NOT have more than 320 characters'));
  });
});
