import { useId, useState } from 'react';
import { getApi, targetHash, type Lang } from '@schools/shared-api';
import { FailureNotice, Link, PHONE_QUERY, SectionPage, useApiData, useCampus, useLang, useMediaQuery, useRoute } from '@schools/ui';

interface LoginText {
  lead: string; steps: string[]; failed: string; qr: string; closed: string; back: string;
  /** on a phone: the code on its own screen cannot be scanned by it */
  phoneLead: string; phoneSteps: string[]; link: string; copy: string; copied: string; showCode: string;
}

const TEXT: Record<Lang, LoginText> = {
  en: {
    lead: 'Comments on our students\' blogs are signed with WeChat, so that every comment has a real person behind it.',
    steps: ['Open WeChat on your phone and tap Scan.', 'Scan the code and confirm on your phone.', 'You come back to the post, ready to comment.'],
    failed: 'The sign-in did not complete. Please scan the new code below.',
    qr: 'WeChat sign-in QR code',
    closed: 'Comments are closed on this site.',
    back: 'Back to senior projects',
    phoneLead: 'WeChat signs you in by scanning a code with your phone, so the code cannot be on this phone\'s own screen. To comment:',
    phoneSteps: [
      'Open this post on a computer or tablet: copy its link below and send it to yourself, for example to WeChat\'s File Transfer.',
      'There, choose Sign in with WeChat, scan the code with this phone and confirm.',
      'Write your comment on that screen. It appears here once the school has approved it.',
    ],
    link: 'Link to this post', copy: 'Copy link', copied: 'Link copied', showCode: 'Show the code anyway (to scan with another phone)',
  },
  zh: {
    lead: '学生博客的评论需通过微信登录后发表，确保每一条评论都来自真实的访客。',
    steps: ['打开手机微信，点击“扫一扫”。', '扫描下方二维码，并在手机上确认登录。', '登录后将自动返回文章页面，即可发表评论。'],
    failed: '登录未完成，请扫描下方新的二维码重试。',
    qr: '微信登录二维码',
    closed: '本网站暂不开放评论。',
    back: '返回毕业项目',
    phoneLead: '微信登录需要用手机扫描二维码，因此二维码不能显示在这部手机自己的屏幕上。发表评论请按以下步骤：',
    phoneSteps: [
      '在电脑或平板上打开这篇文章：复制下方链接，发送给自己，例如发到微信“文件传输助手”。',
      '在电脑或平板上点击“微信扫码登录”，用这部手机扫码并确认。',
      '在电脑或平板上写下评论，学校审核通过后即会在此显示。',
    ],
    link: '本文链接', copy: '复制链接', copied: '链接已复制', showCode: '仍然显示二维码（用另一部手机扫描）',
  },
};

/** A phone: narrow, or a touch screen held sideways (a landscape phone is wide but short). */
const PHONE_SIGN_IN_QUERY = `${PHONE_QUERY}, (pointer: coarse) and (max-height: 500px)`;

/** Where a sign-in without a post to return to ends: the senior projects. */
const FALLBACK = '/academics/senior_project';

/**
 * /academics/wechat_login?from=: WeChat's QR sign-in in an iframe (the server builds its address with a
 * single-use state); once scanned, WeChat brings the whole window back to the post in `from`.
 */
export function WeChatLoginPage() {
  const lang = useLang();
  const t = TEXT[lang];
  const campus = useCampus();
  const query = useRoute()?.query ?? {};
  const from = typeof query.from === 'string' && query.from.startsWith('/') ? query.from : targetHash(FALLBACK, {}, lang).slice(1);
  const qr = useApiData(async () => {
    const gate = await getApi().skipAppId();
    return gate.enabled ? (await getApi().wechatQrConnect(`${window.location.pathname}#${from}`)).url : null;
  }, [campus.sname, from]);
  const phone = useMediaQuery(PHONE_SIGN_IN_QUERY);
  const code = qr.data && <iframe className="acad-wechat__qr" src={qr.data} title={t.qr} width={300} height={420} />;
  return (
    <SectionPage>
      <div className="acad-wechat">
        <div className="acad-wechat__text">
          {phone && qr.data ? (
            <>
              <p className="acad-lead">{t.phoneLead}</p>
              <ol>{t.phoneSteps.map((s) => <li key={s}>{s}</li>)}</ol>
              <CopyLink href={`${window.location.origin}${window.location.pathname}#${from}`} text={t} />
            </>
          ) : (
            <>
              <p className="acad-lead">{t.lead}</p>
              <ol>{t.steps.map((s) => <li key={s}>{s}</li>)}</ol>
            </>
          )}
          {query.signin === 'failed' && <p className="acad-wechat__failed" role="alert">{t.failed}</p>}
          <Link to={FALLBACK} className="acad-link">{t.back}</Link>
        </div>
        {qr.status === 'error' && <FailureNotice onRetry={qr.retry} />}
        {qr.status === 'ready' && !qr.data && <p className="acad-missing">{t.closed}</p>}
        {/* On a phone the code stays folded away: it is for a second phone only. */}
        {code && (phone ? <details className="acad-wechat__other"><summary>{t.showCode}</summary>{code}</details> : code)}
      </div>
    </SectionPage>
  );
}

/** The post's address, to select or copy, for a parent to open it on a computer. */
function CopyLink({ href, text }: { href: string; text: LoginText }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Without the clipboard (an older browser, a refused permission) the address stays there to select.
    navigator.clipboard?.writeText(href).then(() => setCopied(true), () => undefined);
  };
  return (
    <div className="acad-wechat__link">
      <label htmlFor={id}>{text.link}</label>
      <input id={id} type="text" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="acad-button" onClick={copy}>{text.copy}</button>
      <p role="status" className="acad-wechat__copied">{copied ? text.copied : ''}</p>
    </div>
  );
}
