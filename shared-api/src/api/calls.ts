// One typed function per call of SPEC section 7. Each reads the campus at call time.
import type { HttpClient } from '../http/client';
import type {
  BlogPost, CalendarEntry, CalendarEvent, CalendarEventsParams, Club, ClubContent, CommentGate, CommentInsert, CommentInserted, CommentList,
  CommentViewParams, CommenterSession, PendingComment, ContentByMenuParams, ContentItem, ContentListParams, ContentView, FaqItem, HomeBanner,
  IdParams, InfoSession, MenuList, PublicAlert, NewsIdsParams, Page, QrConnect, SearchParams, SearchResults, SeniorStudent, SignupCreated, SignupInput,
  SkipAppIdParams, StudentListParams, StudentPostsParams, Tuition,
} from './types';

export type Api = ReturnType<typeof createApi>;

/** `site()` is the campus code of the `/api/{site}/user` prefix. */
export function createApi(http: HttpClient, site: () => string) {
  const p = (path: string) => `/api/${site()}/user${path}`;
  return {
    menuList: () => http.get<MenuList>(p('/menu/list')),
    contentByMenu: (params: ContentByMenuParams) => http.get<ContentItem[]>(p('/content/content-by-menu'), { ...params }),
    contentList: (params: ContentListParams) => http.get<Page<ContentItem>>(p('/content/content-list'), { ...params }),
    homeBanner: () => http.get<HomeBanner>(p('/content/home-banner')),
    questionContent: () => http.get<FaqItem[]>(p('/content/question-content')),
    tuitionContent: () => http.get<Tuition>(p('/content/tuition-content')),
    calendarContent: () => http.get<CalendarEntry[]>(p('/content/calendar-content')),
    contentView: (params: IdParams) => http.get<ContentView>(p('/content/content-view'), { ...params }),
    newsIds: (params: NewsIdsParams = {}) => http.get<number[]>(p('/content/news-ids'), { ...params }),
    contentDetail: (params: IdParams) => http.get<ContentItem>(p('/content/content-detail'), { ...params }),
    clubList: () => http.get<Club[]>(p('/club/user/club-list')),
    clubContent: (params: IdParams) => http.get<ClubContent>(p('/content/club-content'), { ...params }),
    studentList: (params: StudentListParams = {}) => http.get<SeniorStudent[]>(p('/student/list'), { ...params }),
    studentPosts: (params: StudentPostsParams) => http.get<BlogPost[]>(p('/student/posts'), { ...params }),
    commentInsert: (body: CommentInsert) => http.post<CommentInserted>(p('/comment/insert'), body),
    commentView: (params: CommentViewParams) => http.get<CommentList>(p('/comment/view'), { ...params }),
    commentMine: (params: CommentViewParams) => http.get<PendingComment[]>(p('/comment/mine'), { ...params }),
    skipAppId: (params: SkipAppIdParams = {}) => http.get<CommentGate>(p('/comment/skip-appId'), { ...params }),
    // Beyond SPEC 7: commenters' WeChat sign-in (the session is an HttpOnly cookie the server sets).
    wechatQrConnect: (returnTo: string) => http.get<QrConnect>(p('/wechat/qrconnect'), { returnTo }),
    wechatSession: () => http.get<CommenterSession>(p('/wechat/session')),
    wechatLogout: () => http.post<CommenterSession>(p('/wechat/logout'), {}),
    // Beyond SPEC 7: the information sessions of the campus and a family's sign-up for one.
    admissionSessions: () => http.get<InfoSession[]>(p('/admissions/sessions')),
    admissionSignup: (body: SignupInput) => http.post<SignupCreated>(p('/admissions/signup'), body),
    // Beyond SPEC 7: the events of one school year of the academic calendar, sorted by start.
    calendarEvents: (params: CalendarEventsParams) => http.get<CalendarEvent[]>(p('/calendar/events'), { ...params }),
    // Beyond SPEC 7: the campus's alerts live now, asked again with the ETag held (undefined: unchanged).
    alerts: (etag?: string) => http.revalidate<PublicAlert[]>(p('/alerts'), etag),
    // Beyond SPEC 7: the site's search, in the page's language (or the other one when that finds nothing).
    search: (params: SearchParams) => http.get<SearchResults>(p('/search'), { ...params }),
  };
}
