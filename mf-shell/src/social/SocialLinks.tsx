import { useId, useRef, useState } from 'react';
import { storageUrl, type Campus, type Lang } from '@schools/shared-api';
import { useDismiss } from '../frame/useDismiss';
import { LinkedInIcon, VideoIcon, WeChatIcon, WeiboIcon } from './icons';

export const SOCIAL_TEXT = {
  en: {
    wechat: 'WeChat official account', weibo: 'Weibo', video: 'Video channel (Bilibili)', linkedin: 'LinkedIn: careers',
    scan: 'Scan with WeChat to follow us', qr: (account: string) => `QR code of the WeChat account ${account}`, newTab: '(opens in a new tab)',
  },
  zh: {
    wechat: '微信公众号', weibo: '微博', video: '视频频道（哔哩哔哩）', linkedin: '领英：招聘',
    scan: '微信扫一扫，关注我们', qr: (account: string) => `微信公众号${account}的二维码`, newTab: '（在新标签页打开）',
  },
};

/**
 * The campus's social accounts as icons: WeChat as a QR popover (WeChat has no web profile page),
 * the others as links in a new tab. An account left empty in the campus settings has no icon.
 */
export function SocialLinks({ campus, lang, placement, wechat = true }: {
  campus: Campus; lang: Lang; placement: 'below' | 'above';
  /** false where the page shows the WeChat QR code itself (the footer) */
  wechat?: boolean;
}) {
  const text = SOCIAL_TEXT[lang];
  const { links } = campus;
  const external = [
    { href: links.weibo, label: text.weibo, icon: <WeiboIcon /> },
    { href: links.video, label: text.video, icon: <VideoIcon /> },
    { href: links.linkedin, label: text.linkedin, icon: <LinkedInIcon /> },
  ].filter((l) => l.href);
  return (
    <ul className={`shell-social shell-social--${placement}`}>
      {wechat && links.wechat.account && (
        <li>
          <WeChatPopover account={links.wechat.account} qr={storageUrl(links.wechat.qr)} text={text} />
        </li>
      )}
      {external.map((l) => (
        <li key={l.href}>
          <a className="shell-social__link" href={l.href} target="_blank" rel="noopener noreferrer" aria-label={`${l.label} ${text.newTab}`} title={l.label}>
            {l.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

function WeChatPopover({ account, qr, text }: { account: string; qr: string; text: (typeof SOCIAL_TEXT)[Lang] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div className="shell-social__wechat" ref={ref}>
      <button type="button" className="shell-social__link" aria-label={text.wechat} title={text.wechat}
        aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <WeChatIcon />
      </button>
      <div id={id} className="shell-social__qr" hidden={!open}>
        <img src={qr} alt={text.qr(account)} width={148} height={148} loading="lazy" />
        <p>{text.scan}</p>
        <p className="shell-social__account">{account}</p>
      </div>
    </div>
  );
}
