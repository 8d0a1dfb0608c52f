import type { Lang, PublicAlert } from '@schools/shared-api';

export const ALERT_TEXT = {
  en: { information: 'Notice', warning: 'Warning', emergency: 'Emergency', more: 'Details', dismiss: (title: string) => `Dismiss notice: ${title}` },
  zh: { information: '通知', warning: '警告', emergency: '紧急', more: '查看详情', dismiss: (title: string) => `关闭通知：${title}` },
} as const;

export interface AlertBarProps {
  alerts: readonly PublicAlert[];
  lang: Lang;
  /** the campus's address prefix where the page is ('/BISZ' on the shared host, '' on its own): a link of the site starts with it */
  prefix: string;
  /** information alerts only: the visitor closes one (the server's copy has the button too, so the bar keeps its size when the frame takes over) */
  onDismiss?: (alert: PublicAlert) => void;
  className?: string;
}

/**
 * The alerts above the header, as the server writes them into every page and the frame shows them:
 * the level said in words as well as colour; an emergency announced at once (role alert), the others
 * politely (role status); an information alert can be closed, a warning or an emergency cannot.
 */
export function AlertBar({ alerts, lang, prefix, onDismiss, className = '' }: AlertBarProps) {
  const text = ALERT_TEXT[lang];
  if (alerts.length === 0) return null;
  return (
    <div className={`ui-alerts ${className}`.trim()} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      {alerts.map((alert) => (
        <div key={alert.id} className={`ui-alert ui-alert--${alert.level}`} role={alert.level === 'emergency' ? 'alert' : 'status'} data-alert={alert.id}>
          <p className="ui-alert__text">
            <span className="ui-alert__level">{text[alert.level]}</span>
            <strong className="ui-alert__title">{alert.title}</strong>{' '}
            <span className="ui-alert__body">{alert.body}</span>
            {alert.link && (
              <>
                {' '}
                <a className="ui-alert__link" href={alert.link.startsWith('/') ? `${prefix}${alert.link}` : alert.link} {...(alert.link.startsWith('/') ? {} : { rel: 'noopener' })}>
                  {text.more}
                </a>
              </>
            )}
          </p>
          {alert.level === 'information' && (
            <button type="button" className="ui-alert__dismiss" aria-label={text.dismiss(alert.title)} onClick={() => onDismiss?.(alert)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
