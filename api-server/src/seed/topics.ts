// What a content picture shows until the school uploads a photograph: a topic, found from the
// picture's file name and English label, and the unDraw illustrations (undraw-svg's svgs/) that
// stand for it. The first topic whose pattern matches wins, so the specific ones come first: "House
// cook-off" is dining, not boarding; "AP Calculus" is mathematics, not guidance.

export interface Topic {
  /** a slug, part of the stored scene's name */
  name: string;
  pattern: RegExp;
  /** 1–3 files of undraw-svg's svgs/ (without .svg), shown in turn to a campus's pictures of the topic */
  art: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  { name: 'bus', pattern: /\bbus(es)?\b|transport|shuttle/i, art: ['bus-stop'] },
  { name: 'calendar', pattern: /calendar|timetable|term dates/i, art: ['online-calendar', 'calendar'] },
  {
    name: 'library',
    pattern: /librar|reading|\bbooks?\b|databases?\b|e-?books?|audiobook|catalogue|sora\b|jstor|cnki|britannica|ebsco|epic!?|raz[- ]kids|pebblego|brainpop|khan|tumblebooks|world[- ]book|gale\b|overdrive|poets?\b|poem|poetry/i,
    art: ['open-book', 'reading-book', 'bookshelves'],
  },
  {
    name: 'dining',
    pattern: /dining|lunch|kitchen|\bcook|food|mooncake|dim sum|breakfast|dumpling|\bmeals?\b|canteen|cafeteria|recipe|hotpot|noodles/i,
    art: ['eating-together', 'cooking'],
  },
  {
    name: 'sports',
    pattern: /\bsports?\b|football|soccer|basketball|swim|relay|physical education|athletic|track and field|climbing|\browing|tennis|badminton|volleyball|\brun(ning|ners?)?\b|marathon|\bpe\b|fitness|martial|wushu|sail|regatta|dinghy|dinghies|rowers|boathouse|head race|kayak/i,
    art: ['basketball-kid', 'jogging', 'basketball'],
  },
  {
    name: 'celebration',
    pattern: /celebrat|mid-autumn|lantern|spring festival|(lunar|chinese) new year|new year gala|year of the|christmas|party|anniversary/i,
    art: ['celebration', 'celebrating'],
  },
  {
    name: 'arts',
    pattern: /\barts?\b|artdrama|artist|paint|drawing|sketch|calligraph|ink\b|mural|sculpt|cyanotype|print(s|making)\b|music|musician|choir|orchestra|band\b|ensemble|concert|opera|drama|theatre|theater|stage|festival|\bdanc|perform|instrument|film|photograph|ceramic|pottery|rehears|documentary|premiere|drums?\b|rhythm/i,
    art: ['music', 'art', 'artist'],
  },
  {
    name: 'science',
    pattern: /scien|stem\b|robot|coding|\bcode\b|programming|python|computer|artificial intelligence|\bai\b|engineer|maker|\blabs?\b|laborator|experiment|math|calculus|statistic|modelling|\bict\b|physics|chemistry|biology|circuit|sensor|solar|invent|bridge design|information technology|web design/i,
    art: ['science', 'coding', 'math'],
  },
  {
    name: 'graduation',
    pattern: /graduat|class of 20|\bseniors?\b|universit|college|guidance|\bap\b|farewell|scholars?\b|scholarship|award|prize|\bgold\b|medal|offers?\b|zhongkao|gaokao|results|acceptance|applying/i,
    art: ['certificate', 'certification'],
  },
  {
    name: 'outdoors',
    pattern: /field[- ]?trip|hik(e|ing)|mountain|earth day|ecolog|outdoor|river|garden|environment|nature|wetland|mangrove|forest|\bpark\b|plants?\b|planting|seedlings?|greenhouse|harvest|\bfarm|\beco\b|trees?\b|green school|camp\b|camping|expedition|trail|geograph/i,
    art: ['hiking', 'nature', 'gardening'],
  },
  {
    name: 'service',
    pattern: /service|community|volunteer|elderly|charity|neighbou?r|fundrais|raises? [\d,]+|donat|litter|clean[- ]?up|first (aid|responders)/i,
    art: ['helpful-sign', 'walking-together', 'team-spirit'],
  },
  {
    name: 'boarding',
    pattern: /boarding|boarders?\b|residen(ce|tial)|house parents|renovated houses|\bthe village\b|dorm/i,
    art: ['at-home', 'coming-home'],
  },
  {
    name: 'counseling',
    pattern: /counsel|wellbeing|well-being|parents?\b|advis|pastoral|mentor/i,
    art: ['conversation', 'questions'],
  },
  // The virtual tour slide's own picture (vr-00), behind its places: a route with its stops.
  { name: 'tour', pattern: /^vr 00$/, art: ['adventure-map'] },
  {
    name: 'welcome',
    pattern: /admission|visit us|open (day|morning|house)|welcome|entrance|\btour\b|\bapply\b|enrol|\bmap\b|tuition|info(rmation)?[- ]session/i,
    art: ['welcoming', 'welcome'],
  },
  {
    name: 'teaching',
    pattern: /teacher|teaching|classroom|lesson|seminar|lecture|presentation|presenting|curriculum|debat|\bmun\b|model united nations|class\b/i,
    art: ['teacher', 'presentation', 'teaching'],
  },
];

/** Everything else: "About us", "Academics", "Humanities", a student's week of work. */
export const DEFAULT_TOPIC: Topic = { name: 'learning', pattern: /(?:)/, art: ['education', 'learning', 'children'] };

/**
 * The topic of a picture: the first to match its file name (folder left out), which the fixtures
 * choose by section (`library-jstor`, `guidance-parents`, `life-school-bus`), else the first to
 * match the name and its English label together (`news-04` "Farewell to the Class of 2026").
 */
export function topicOf(file: string, label: string): Topic {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.svg$/i, '').replace(/-/g, ' ');
  const text = `${name} ${label}`;
  return TOPICS.find((t) => t.pattern.test(name)) ?? TOPICS.find((t) => t.pattern.test(text)) ?? DEFAULT_TOPIC;
}
