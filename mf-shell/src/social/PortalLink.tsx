import type { Campus, Lang } from '@schools/shared-api';

const TEXT = {
  en: { portal: 'Online Application', newTab: '(opens in a new tab)' },
  zh: { portal: '在线申请', newTab: '（在新标签页打开）' },
};

/** The campus's online application portal (the header's "application list"), in a new tab. */
export function PortalLink({ campus, lang, className }: { campus: Campus; lang: Lang; className: string }) {
  const text = TEXT[lang];
  return (
    <a className={className} href={campus.links.applicationPortal} target="_blank" rel="noopener noreferrer">
      {text.portal}
      <span className="ui-visually-hidden"> {text.newTab}</span>
    </a>
  );
}
