import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Campus } from '../campus/catalog';
import type { PublicAlert } from '../api/types';
import type { Lang } from '../language/language';
import type { ParsedHash } from '../router/hashRouter';

/** The route as the root config publishes it: the parsed hash plus what the route table knows of it. */
export interface RouteState extends ParsedHash {
  /** id of the route table entry, or 'not-found' */
  id: string;
  /** the microfrontend that owns the page, e.g. '@schools/about' */
  app: string;
  title: { en: string; zh: string };
}

export interface PageView {
  path: string;
  title: string;
  campus: string;
  lang: Lang;
  at: number;
}

/** Section-to-section messages; add a member here when two sections need to talk. */
export type SectionMessage =
  | { type: 'open-picture'; src: string; alt: string }
  | { type: 'scroll-to'; id: string }
  /**
   * A page naming one item (a story, a course, a leader) once it has loaded: the root config, which
   * owns the document title, titles the page with it and the campus, while `path` is still current.
   */
  | { type: 'page-title'; path: string; title: string };

/**
 * The typed channels every part of the site shares. State channels replay their last value to a
 * late subscriber (a microfrontend mounting after start-up); event channels do not.
 */
export interface EventBus {
  campus: BehaviorSubject<Campus | null>;
  language: BehaviorSubject<Lang | null>;
  route: BehaviorSubject<RouteState | null>;
  /** Number of pending operations that want the loading overlay. */
  loading: BehaviorSubject<number>;
  /** The campus's alerts live now, as the frame shows them (Home's hero gives way to an emergency). */
  alerts: BehaviorSubject<PublicAlert[]>;
  pageViews: Subject<PageView>;
  messages: Subject<SectionMessage>;
}

export function createBus(): EventBus {
  return {
    campus: new BehaviorSubject<Campus | null>(null),
    language: new BehaviorSubject<Lang | null>(null),
    route: new BehaviorSubject<RouteState | null>(null),
    loading: new BehaviorSubject<number>(0),
    alerts: new BehaviorSubject<PublicAlert[]>([]),
    pageViews: new Subject<PageView>(),
    messages: new Subject<SectionMessage>(),
  };
}

/** The one bus of the page: shared-api is a single System module, so this is a singleton. */
export const bus: EventBus = createBus();

/** Marks one operation as loading until the returned function is called. */
export function beginLoading(target: EventBus = bus): () => void {
  target.loading.next(target.loading.value + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    target.loading.next(Math.max(0, target.loading.value - 1));
  };
}

export type { Observable };

/** What a region shows when its microfrontend failed (root config and the UI kit both render it). */
export const REGION_FAILURE_TEXT = {
  en: { text: 'This part of the page could not be loaded.', retry: 'Try again' },
  zh: { text: '页面的这一部分暂时无法加载。', retry: '重试' },
} as const;
