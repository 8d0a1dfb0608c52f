import { copyOf, copyTitle, hubEntries, type ContentItem, type InfoSession, type Lang, type Tuition } from '@schools/shared-api';
import { formatYuan, Hub, HubList, HubPanel, SectionPage, useCopyCards, useLang, useMenuCopy, type CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';
import { sessionDay, sessionTime } from '../recruit/sessionText';
import { SIGNUP_TEXT } from '../recruit/signupText';
import { useSessions } from '../recruit/useSessions';
import { useTuition } from '../tuition/useTuition';

const SOURCES: CopyCardSource[] = ['apply', 'tuition', 'recruit', 'scholarship', 'questions'].map((key) => ({
  path: `/admissions/${key}`, menuId: MENU.admissions, key: `admissions.${key}`,
}));

/** How many of the coming information sessions the hub lists. */
export const HUB_SESSIONS = 3;

const TEXT: Record<Lang, {
  sessions: string; allSessions: string; fees: string; tuition: (year: string) => string; perYear: string;
  applicationFee: string; credited: string; allFees: string; noSessions: string;
}> = {
  en: {
    sessions: 'Next information sessions', allSessions: 'All sessions and booking', fees: 'Fees at a glance',
    tuition: (year) => `Tuition ${year}`, perYear: 'a year, by grade', applicationFee: 'Application fee',
    credited: 'credited to tuition if your child is admitted', allFees: 'Tuition and all fees', noSessions: 'New dates will be announced soon.',
  },
  zh: {
    sessions: '近期招生说明会', allSessions: '查看全部场次并预约', fees: '费用一览',
    tuition: (year) => `${year} 学年学费`, perYear: '每年（按年级）', applicationFee: '申请费',
    credited: '录取后抵扣学费', allFees: '学费及全部费用', noSessions: '新场次即将公布。',
  },
};

function Dates({ items }: { items: readonly ContentItem[] }) {
  const entries = hubEntries(copyOf(items, 'hub.dates'));
  if (entries.length === 0) return null;
  return (
    <HubPanel id="adm-hub-dates" title={copyTitle(items, 'hub.dates')}>
      <HubList entries={entries} variant="dates" />
    </HubPanel>
  );
}

function Sessions({ sessions, lang }: { sessions: readonly InfoSession[]; lang: Lang }) {
  const x = TEXT[lang];
  const t = SIGNUP_TEXT[lang];
  const next = sessions.slice(0, HUB_SESSIONS);
  return (
    <HubPanel id="adm-hub-sessions" title={x.sessions} more={{ to: '/admissions/recruit', label: x.allSessions }}>
      {next.length === 0 && <p>{x.noSessions}</p>}
      <ul className="adm-hub__sessions">
        {next.map((s) => (
          <li key={s.id} className="adm-hub__session">
            <span className="adm-hub__day">{sessionDay(s, lang)}</span>
            <span className="adm-hub__meta">{sessionTime(s)} · {s.audience}</span>
            <span className={`adm-hub__places${s.placesLeft === 0 ? ' is-full' : ''}`}>{s.placesLeft === 0 ? t.full : t.placesLeft(s.placesLeft)}</span>
          </li>
        ))}
      </ul>
    </HubPanel>
  );
}

function Fees({ tuition, lang }: { tuition: Tuition; lang: Lang }) {
  const x = TEXT[lang];
  const fees = tuition.rows.map((r) => r.annualFee).filter((n) => n > 0);
  return (
    <HubPanel id="adm-hub-fees" title={x.fees} more={{ to: '/admissions/tuition', label: x.allFees }}>
      <dl className="adm-hub__fees">
        {fees.length > 0 && (
          <div>
            <dt>{x.tuition(tuition.year)}</dt>
            <dd><strong>{formatYuan(Math.min(...fees), lang)} – {formatYuan(Math.max(...fees), lang)}</strong> {x.perYear}</dd>
          </div>
        )}
        <div>
          <dt>{x.applicationFee}</dt>
          <dd><strong>{formatYuan(tuition.applicationFee.amount, lang)}</strong>{tuition.applicationFee.creditedToTuition ? `${lang === 'zh' ? '，' : ', '}${x.credited}` : ''}</dd>
        </div>
      </dl>
    </HubPanel>
  );
}

function Steps({ items }: { items: readonly ContentItem[] }) {
  const entries = hubEntries(copyOf(items, 'hub.steps'));
  if (entries.length === 0) return null;
  return (
    <HubPanel id="adm-hub-steps" title={copyTitle(items, 'hub.steps')} wide>
      <HubList entries={entries} variant="steps" />
    </HubPanel>
  );
}

function Contacts({ items }: { items: readonly ContentItem[] }) {
  const entries = hubEntries(copyOf(items, 'hub.contacts'));
  if (entries.length === 0) return null;
  return (
    <HubPanel id="adm-hub-contacts" title={copyTitle(items, 'hub.contacts')} wide>
      <HubList entries={entries} variant="people" />
    </HubPanel>
  );
}

/**
 * /admissions: a hub a family can act from. The school's own words and Apply, then the round's key
 * dates, the next information sessions with their places left, the fees at a glance, the steps and
 * the admissions team (dates, steps and people are the admissions copy; sessions and fees the same
 * calls as their pages), then the section's pages as cards. Nothing shows until every call has
 * answered, so nothing arriving late pushes the page down.
 */
export function AdmissionsSectionPage() {
  const lang = useLang();
  const copy = useMenuCopy(MENU.admissions);
  const tuition = useTuition();
  const sessions = useSessions();
  const cards = useCopyCards(SOURCES);
  const pending = copy.status === 'loading' || tuition.status === 'loading' || sessions.status === 'loading' || !cards.ready;
  const items = copy.status === 'ready' ? copy.data : [];
  const intro = copyOf(items, 'hub.intro');
  return (
    <SectionPage childCards={cards} pending={pending}>
      <Hub intro={intro}>
        <Dates items={items} />
        {sessions.data && <Sessions sessions={sessions.data} lang={lang} />}
        {tuition.data && <Fees tuition={tuition.data} lang={lang} />}
        <Steps items={items} />
        <Contacts items={items} />
      </Hub>
    </SectionPage>
  );
}
