// Brand marks of the social networks (Simple Icons, CC0), plus the LinkedIn and public-security
// marks Simple Icons does not carry, drawn as plain shapes.
import { siBilibili, siSinaweibo, siWechat } from 'simple-icons';

function Mark({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export const WeChatIcon = () => <Mark path={siWechat.path} />;
export const WeiboIcon = () => <Mark path={siSinaweibo.path} />;
export const VideoIcon = () => <Mark path={siBilibili.path} />;

export function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <path d="M6.5 10h2.6v7.5H6.5zM7.8 6.2a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM10.9 10h2.5v1.1c.4-.7 1.3-1.3 2.6-1.3 2.7 0 3.2 1.7 3.2 4v3.7h-2.6v-3.3c0-.8 0-1.9-1.2-1.9s-1.4.9-1.4 1.8v3.4h-2.6z" fill="var(--social-bg, #1d2a4d)" />
    </svg>
  );
}

/** The public-security filing emblem: a shield with a star. */
export function PoliceEmblem() {
  return (
    <svg viewBox="0 0 20 20" width={16} height={16} aria-hidden="true" focusable="false">
      <path d="M10 1l7 2.6v5.3c0 4.4-3 8.2-7 9.6-4-1.4-7-5.2-7-9.6V3.6z" fill="#c8102e" />
      <path d="M10 5.2l1.2 2.5 2.7.3-2 1.9.6 2.7L10 11.3l-2.5 1.3.6-2.7-2-1.9 2.7-.3z" fill="#ffd34d" />
    </svg>
  );
}
