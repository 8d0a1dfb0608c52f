// Brand marks of the social networks and the public-security filing emblem. They are SVG files drawn
// by the stylesheet (marks/, social.css), not JSX: every page downloads the frame, and pictures in
// the CSS cost no JavaScript to download and parse. The WeChat, Weibo and Bilibili marks are Simple
// Icons' (CC0, simpleicons.org); LinkedIn's and the emblem are plain shapes.
type Mark = 'wechat' | 'weibo' | 'bilibili' | 'linkedin' | 'police';

const icon = (mark: Mark) => () => <span className={`shell-mark shell-mark--${mark}`} aria-hidden="true" />;

export const WeChatIcon = icon('wechat');
export const WeiboIcon = icon('weibo');
export const VideoIcon = icon('bilibili');
export const LinkedInIcon = icon('linkedin');
export const PoliceEmblem = icon('police');
