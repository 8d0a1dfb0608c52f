import { getApi, targetHash, type Lang } from '@schools/shared-api';
import { FailureNotice, Link, SectionPage, useApiData, useCampus, useLang, useRoute } from '@schools/ui';

const TEXT: Record<Lang, { lead: string; steps: string[]; failed: string; qr: string; closed: string; back: string }> = {
  en: {
    lead: 'Comments on our students\' blogs are signed with WeChat, so that every comment has a real person behind it.',
    steps: ['Open WeChat on your phone and tap Scan.', 'Scan the code and confirm on your phone.', 'You come back to the post, ready to comment.'],
    failed: 'The sign-in did not complete. Please scan the new code below.',
    qr: 'WeChat sign-in QR code',
    closed: 'Comments are not open on this site yet.',
    back: 'Back to senior projects',
  },
  zh: {
    lead: '学生博客的评论需通过微信登录后发表，确保每一条评论都来自真实的访客。',
    steps: ['打开手机微信，点击“扫一扫”。', '扫描下方二维码，并在手机上确认登录。', '登录后将自动返回文章页面，即可发表评论。'],
    failed: '登录未完成，请扫描下方新的二维码重试。',
    qr: '微信登录二维码',
    closed: '本网站暂未开放评论。',
    back: '返回毕业项目',
  },
};

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
  return (
    <SectionPage>
      <div className="acad-wechat">
        <div className="acad-wechat__text">
          <p className="acad-lead">{t.lead}</p>
          <ol>{t.steps.map((s) => <li key={s}>{s}</li>)}</ol>
          {query.signin === 'failed' && <p className="acad-wechat__failed" role="alert">{t.failed}</p>}
          <Link to={FALLBACK} className="acad-link">{t.back}</Link>
        </div>
        {qr.status === 'error' && <FailureNotice onRetry={qr.retry} />}
        {qr.status === 'ready' && !qr.data && <p className="acad-missing">{t.closed}</p>}
        {qr.data && <iframe className="acad-wechat__qr" src={qr.data} title={t.qr} width={300} height={420} />}
      </div>
    </SectionPage>
  );
}
