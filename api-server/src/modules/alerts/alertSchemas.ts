// JSON schemas of the alert calls (alertRoutes.ts, alertStaffRoutes.ts), for Fastify and the OpenAPI
// document. The staff body is declared by its types and bounds; what the rules refuse (a language left
// empty, no end for information or a warning, an end before the start, a link that is neither a path of
// the site nor an http(s) address, no campus or one that does not exist) is answered 400 with every
// problem and its field (alertInput.ts).
import { ALERT_LEVELS, CAMPUS_CODES } from '@schools/shared-api';
import { CITIES } from '@schools/shared-api/cities';
import { arr, bilingual, commonQuery, id, nullable, obj, str } from '../../platform/http/schemas';
import { ALERT_LIMITS } from './alertInput';

const typed = (maxLength: number, description?: string) => ({ type: 'string', maxLength, ...(description ? { description } : {}) }) as const;
const bi = (maxLength: number) => obj({ en: typed(maxLength), zh: typed(maxLength) });
const level = { type: 'string', enum: [...ALERT_LEVELS], description: 'information (navy), warning (amber) or emergency (red, announced at once)' } as const;
const stamp = (description: string) => ({ type: 'string', description }) as const;
const CITY_NAMES = CITIES.map((c) => c.en).join(', ');

const publicAlert = obj({
  id,
  level,
  title: str,
  body: str,
  link: { type: 'string', description: "a path of the site or an http(s) address; '' for none" },
  startsAt: stamp('when it began to show (ISO UTC)'),
  endsAt: { ...nullable('string'), description: 'when it stops showing (ISO UTC); null: until it is ended (an emergency only)' },
  updatedAt: stamp('when it was published or last corrected (ISO UTC): a dismissed information alert shows again once this changes'),
});

export const alertQuery = {
  public: commonQuery.none,
  staff: obj({ campus: { type: 'string', enum: [...CAMPUS_CODES], description: "one campus's alerts (an editor's own by default); a network administrator gets every campus's without it" } }, []),
};

export const alertParams = obj({ id });

export const alertBody = obj({
  level: { type: 'string', maxLength: 32, description: `one of ${ALERT_LEVELS.join(', ')}` },
  campuses: {
    type: 'array', maxItems: ALERT_LIMITS.campuses, items: typed(40),
    description: `where it shows: "all", "city:<name>" (${CITY_NAMES}) or campus codes (${CAMPUS_CODES.join(', ')}); an editor: their own campus only`,
  },
  title: bi(ALERT_LIMITS.title * 2),
  body: bi(ALERT_LIMITS.body * 2),
  link: typed(ALERT_LIMITS.link * 2, "a path of the site (/en/admissions/visit) or an http(s) address; '' for none"),
  startsAt: typed(40, "YYYY-MM-DDTHH:MM, China time (+08:00 may follow); '' for now"),
  endsAt: typed(40, "as the start, after it and still to come; '' for none, an emergency only"),
});

const staffAlert = obj({
  id,
  level,
  audience: { ...arr(str), description: 'what was chosen: ["all"], ["city:Shenzhen"] or campus codes' },
  campuses: { ...arr({ type: 'string', enum: [...CAMPUS_CODES] }), description: 'the campuses it shows on' },
  title: bilingual,
  body: bilingual,
  link: str,
  startsAt: stamp('ISO UTC'),
  endsAt: nullable('string'),
  state: { type: 'string', enum: ['scheduled', 'live', 'ended'], description: 'by the clock: to come, showing, or over (its end passed or ended early)' },
  createdAt: str,
  createdBy: { type: 'string', description: 'who published it (an e-mail address)' },
  updatedAt: str,
  updatedBy: str,
  endedAt: nullable('string'),
  endedBy: nullable('string'),
  editable: { type: 'boolean', description: 'whether the signed-in account may correct and end it' },
});

export const alertData = {
  public: arr(publicAlert),
  list: arr(staffAlert),
  alert: staffAlert,
};
