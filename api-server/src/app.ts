import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CommentService } from './modules/comments/commentService';
import { SignupService } from './modules/admissions/signupService';
import { sessionFacts } from './modules/admissions/sessionFacts';
import { schoolYearFacts } from './modules/calendar/schoolYearFacts';
import type { ServerConfig, WeChatConfig } from './config';
import { ContentService, type LibraryPhotos, type LiveFacts } from './modules/content/contentService';
import type { DbHandle } from './platform/db/connect';
import { frontEndPlugin } from './modules/site/siteRoutes';
import { ServerPages } from './modules/site/serverPages';
import { shareCards } from './modules/site/shareCards';
import { staticFiles, staticPrefixes } from './modules/site/staticFiles';
import { LIVE_MAP_TTL_MS, LiveImportMap } from './modules/site/frontEnd';
import { ReleaseLog } from './modules/releases/releaseLog';
import { openReleaseStore } from './platform/storage/objectStore';
import { StudioPreview } from './modules/studio/preview';
import { scheduleStudioPublishing } from './modules/studio/scheduledPublishing';
import { StudioService } from './modules/studio/studioService';
import { StaffService } from './modules/staff/staffService';
import { StaffPasswords } from './modules/staff/staffPasswords';
import type { ScryptCost } from './modules/staff/passwords';
import { staffPage } from './modules/studio/staffPage';
import { clientError, frameworkError, installErrorHandling } from './platform/http/errorHandler';
import { openApiOptions } from './platform/http/openapi';
import { ResponseCache } from './platform/http/responseCache';
import { CachedGetShortcut } from './platform/http/cachedGetShortcut';
import { Metrics } from './platform/metrics';
import { cacheBus } from './platform/db/cacheBus';
import { REQUEST_ID_HEADER, clientAddressOf, logsRequests, requestIdOf } from './platform/http/requestId';
import { blockSchema, menuItemSchema } from './modules/content/contentSchemas';
import { commentSchema } from './modules/comments/commentSchemas';
import { apiSecurityHeaders, assetSecurityHeaders, pageSecurityHeaders } from './platform/http/securityHeaders';
import { pageContentSecurityPolicy } from './platform/http/contentSecurityPolicy';
import { publicApi } from './publicApi';
import { SignInService } from './modules/wechat/signIn';
import { SIMULATOR_WARNING, wechatSimulator } from './modules/wechat/simulator';
import { WeChatClient } from './modules/wechat/wechatClient';
import { calendarFeed } from './modules/calendar/calendarFeed';
import { checkingInterval, limitConnections, trustedPeer } from './platform/http/connectionLimits';
import { CalendarService } from './modules/calendar/calendarService';
import { NewsService } from './modules/news/newsService';
import { MediaService } from './modules/media/mediaService';
import { staffApi } from './staffApi';
import { CampusSettingsService } from './modules/settings/campusSettingsService';
import { AlertService } from './modules/alerts/alertService';
import { SearchIndex } from './modules/search/searchIndex';
import { SearchLimit } from './modules/search/searchLimit';
import { SearchService } from './modules/search/searchService';
import { ALERTS_PATH } from './modules/alerts/alertRoutes';
import { pageAlerts } from './modules/alerts/pageAlerts';
import { wechatQrRoutes } from './modules/wechat/wechatQrRoutes';
import { healthRoutes, readinessChecks } from './health';
import { Outbox } from './platform/mail/outbox';
import { MailSender } from './platform/mail/sender';
import { BookingMail } from './modules/admissions/bookingMail';
import { bookingCancelRoutes } from './modules/admissions/bookingMailRoutes';
import { CONTACT_MENU_ID, contactField, isCampusCode, type CampusCode, type Lang } from '@schools/shared-api';

/** A page address asking for the studio's preview (`/BISZ/?studio-preview=1`). */
const PREVIEW_QUERY = /\?(.*&)?studio-preview=1(&|$)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's metrics, when config.metrics asks for them (served on a port of their own: platform/metrics.ts) */
    metrics: Metrics | undefined;
  }
}

export interface AppDeps {
  /** the content database, which also holds the live import map; without it only the API document is served */
  database?: DbHandle;
  /** where the log goes instead of standard output (tests read it) */
  logStream?: NodeJS.WritableStream;
  /** the app's clock: the booking e-mails' (when a reminder or digest is due, claims, retries), the staff sign-in's (sessions' ends, the throttle's window), the news schedule's, the calendar edits' stamps and the live import map's keeping; tests move it */
  clock?: () => Date;
  /** scrypt's cost for the staff passwords it hashes (SCRYPT unless given); the API's tests lower it, as hashing was a tenth of their CPU */
  passwordCost?: ScryptCost;
}

export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const pageHeaders = pageSecurityHeaders(pageContentSecurityPolicy(config));
  const apiHeaders = apiSecurityHeaders();
  const assetHeaders = assetSecurityHeaders();
  // Static files: released modules, pictures in storage, the development flavour of the shared modules.
  const assetPrefixes = staticPrefixes(config.storageBase);
  // The studio's preview of a page, framed by the staff page of this same site (and by nothing else).
  const previewHeaders = pageSecurityHeaders(pageContentSecurityPolicy(config, { framedBySelf: true }), 'sameorigin');
  const securityHeaders = (url: string) =>
    url.startsWith('/api/') ? apiHeaders : assetPrefixes.some((prefix) => url.startsWith(prefix)) ? assetHeaders
      : PREVIEW_QUERY.test(url) ? previewHeaders : pageHeaders;
  const releases = deps.database ? new ReleaseLog(deps.database.db, deps.database.dialect) : undefined;
  // Metrics only when they are served (METRICS_PORT): otherwise no request pays for counting.
  const metrics = config.metrics ? new Metrics({
    pool: deps.database?.poolStats,
    liveReleases: releases && (async () => new Map([...await releases.live()].map(([section, release]) => [section, release.id]))),
  }) : undefined;
  const cache = new ResponseCache(deps.clock, metrics && ((hit) => metrics.cache.inc({ result: hit ? 'hit' : 'miss' })));
  const trusted = trustedPeer(config.trustProxy);
  const requestId = requestIdOf(trusted);
  const shortcut = new CachedGetShortcut(cache, securityHeaders, requestId, metrics && ((method, route, status, seconds) => {
    metrics.answered(method, route, status, seconds);
    metrics.cache.inc({ result: 'hit' });
  }));
  const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs } = config.connections;
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn', ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Client addresses (for the limits) come from X-Forwarded-For only through a trusted proxy.
    // A number is the hops to trust; Fastify does the same for a number, its types only take the function.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Slow clients are closed (connectionLimits.ts): headers, then the whole request, must arrive in
    // time, checked every fraction of a second; a connection idle both ways is closed too. The server
    // is made here, not by Fastify, so that repeated cached GETs are answered before its pipeline
    // (cachedGetShortcut.ts). Fastify then listens on one address only: HOST=localhost is the first
    // address the name resolves to, not both 127.0.0.1 and ::1.
    serverFactory: (fastify) => {
      const server = http.createServer(
        { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: checkingInterval(config.connections) },
        (request, response) => shortcut.answer(request, response) || fastify(request, response),
      );
      server.setTimeout(idleTimeoutMs);
      // Fastify's own default: longer than the minute a load balancer keeps an idle connection.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    // Requests Node cannot parse (bad syntax, headers too large) get an envelope and the security headers too.
    clientErrorHandler: clientError,
    frameworkErrors: frameworkError,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true } },
    // One id per request (a trusted proxy's X-Request-Id, else a new UUID), and one log line per
    // request at info (the hook below), where Fastify would write two.
    genReqId: requestId,
    // While it stops, a request on a connection kept open (a proxy's, most often) is answered, with
    // Connection: close, rather than refused with 503: nginx passes a 503 on, and a POST it never retries.
    return503OnClosing: false,
    logController: new LogController({ disableRequestLogging: true }),
  });
  shortcut.logTo(app.log, clientAddressOf(config.trustProxy));
  // On PostgreSQL several instances share the database: each one's writes drop the others' cached answers too.
  if (deps.database?.dialect === 'postgres' && config.databaseUrl) {
    const bus = cacheBus({
      db: deps.database.db, databaseUrl: config.databaseUrl, schema: config.databaseSchema,
      drop: (prefix) => cache.drop(prefix), dropAll: () => cache.clear(), log: (message) => app.log.warn(message),
    });
    cache.shareWith((prefix) => bus.publish(prefix));
    app.addHook('onClose', async () => bus.close());
    await bus.ready;
  }
  limitConnections(app.server, config.connections, trusted);
  // Closing, Fastify answers the open connections' requests with Connection: close; the shortcut would not.
  app.addHook('preClose', async () => shortcut.close());
  installErrorHandling(app, securityHeaders, metrics && (() => metrics.databaseUnavailable.inc()));
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.answered(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders(request.url));
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (logsRequests(app.log)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request');
      done();
    });
  }
  // Static files before compression: they are sent as their build's compressed copies.
  await app.register(staticFiles, {
    storageDir: config.storageDir, storageBase: config.storageBase, servesModules: config.releaseStorage.kind === 'local',
    developmentSharedDir: config.development ? path.join(config.rootDir, 'root-config/dist/shared/dev') : undefined,
  });
  // Share cards of the server-rendered pages: JPEGs of stored SVG pictures, made once.
  await app.register(shareCards, { storageDir: config.storageDir });
  // Answers made per request (API, pages) only: no client sends compressed bodies, and the request hook cost every call.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  // Schemas the others refer to by $id (MenuItem#, Block#, Comment#).
  for (const schema of [menuItemSchema, blockSchema, commentSchema]) app.addSchema(schema);
  await app.register(swagger, openApiOptions);

  let settings: CampusSettingsService | undefined;
  let alerts: AlertService | undefined;
  if (deps.database) {
    const { db } = deps.database;
    const comments = new CommentService(db, deps.database.dialect, Boolean(config.wechat));
    const clock = deps.clock ?? (() => new Date());
    // The booking e-mails: written to the outbox in the booking's transaction, sent by the sender loop.
    const outbox = new Outbox(db, deps.database.dialect, config.mail.from.replace(/^.*@/, '').replace(/>\s*$/, ''));
    const contact = async (site: CampusCode, lang: Lang) => {
      const items = await content.contentByMenu(site, lang, CONTACT_MENU_ID);
      return { address: contactField(items, 'schoolAdd'), email: contactField(items, 'value_1'), phone: contactField(items, 'number_2') || contactField(items, 'number_1') };
    };
    // Each needs the other: the booking's messages wake the sender, the sender asks them before sending.
    const bookingMail: BookingMail = new BookingMail({ db, outbox, campus: (site) => settings!.campus(site), contact, clock, wake: () => mailSender.wake() });
    const mailSender = new MailSender(outbox, config.mail, {
      prepare: (message, now) => bookingMail.prepare(message, now),
      schedule: (now) => bookingMail.schedule(now),
    }, clock, app.log);
    app.addHook('onReady', async () => mailSender.start());
    // Before the database closes: deliveries under way get the stop's grace to record their outcome.
    app.addHook('preClose', async () => mailSender.stop(config.stopGraceMs));
    const signups = new SignupService(db, deps.database.dialect, deps.clock, bookingMail);
    // What copy says about the sessions (the next one, how many) and the school year (the one under way,
    // the next) is computed when it is answered, from the sessions and the clock.
    const sessions = sessionFacts(signups);
    const facts: LiveFacts = async (on, site, lang) => ({ ...schoolYearFacts(clock()), ...await sessions(on, site, lang) });
    // The feed links each information session to the booking page on the campus's published address.
    const calendar = new CalendarService(db, (site) => settings!.campus(site).address);
    const signIn = config.wechat ? wechatSignIn(app, deps.database, config.wechat) : undefined;
    const staff = new StaffService(db, deps.database.dialect, deps.clock, deps.passwordCost);
    // Reset links go by e-mail through the same outbox when it is sent; otherwise to the administrator.
    const passwords = new StaffPasswords(db, deps.database.dialect, deps.clock, deps.passwordCost, { outbox, sends: mailSender.sends, wake: () => mailSender.wake() });
    const studio = new StudioService(db, deps.database.dialect, deps.clock);
    // Copy scheduled in the studio goes live by itself, on whichever server finds it due first.
    let stopPublishing: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopPublishing = scheduleStudioPublishing(config.studioScheduleMs, { studio, clock, changed: (site) => cache.invalidate(`${site}|`), log: app.log });
    });
    app.addHook('preClose', async () => stopPublishing?.());
    const mediaStore = openReleaseStore(config.mediaStorage, config.storageDir);
    const media = new MediaService(db, deps.database.dialect, mediaStore, config.storageBase, config.mediaStorage.kind === 's3');
    // Every answer gives a photograph with its focal point (each crop keeps its subject) and its alt text.
    const photos: LibraryPhotos = (on, site) => media.photosOnSite(site, on);
    const content = new ContentService(db, config.storageBase, deps.database.dialect, deps.clock, false, facts, photos);
    const preview = new StudioPreview(staff, studio, config.storageBase, deps.database.dialect, deps.clock, facts, photos);
    const news = new NewsService(db, deps.database.dialect, studio, media, deps.clock);
    // The site's search: a write here that drops a campus's cached answers (`${site}|`) rebuilds its
    // index, for every instance (the index is in the database); another instance's writes ask for theirs.
    const searchIndex = new SearchIndex(db, deps.database.dialect, { content, calendar }, clock, (message) => app.log.warn(message));
    cache.onWrite((prefix) => {
      const site = /^([A-Z]{4})\|$/.exec(prefix)?.[1];
      if (site && isCampusCode(site)) searchIndex.changed(site);
    });
    // Before the database closes: a build under way finishes, none starts.
    app.addHook('preClose', async () => searchIndex.stop());
    const search = new SearchService(db, deps.database.dialect, searchIndex, clock);
    settings = new CampusSettingsService(db, cache, (message) => app.log.warn(message), deps.clock);
    await settings.load();
    const campusSettings = settings;
    // A change of an alert drops the campuses' cached alerts, here and on every other instance.
    alerts = new AlertService(db, deps.database.dialect, deps.clock, (campuses) => {
      for (const site of campuses) cache.invalidate(`${site}|${ALERTS_PATH}|`);
    });
    await app.register(publicApi, {
      prefix: '/api/:site/user', content, comments, signups, calendar, alerts, search, searchLimit: new SearchLimit(), cache, shortcut, signIn, preview, clock: deps.clock,
      nextPublication: (site) => news.nextPublication(site),
      // WeChat returns the visitor to the callback domain registered with it: the campus's published
      // origin. The simulator, which never runs in production, returns to wherever the developer is.
      callbackOrigin: (request, site) => (config.wechat?.simulator ? `${request.protocol}://${request.host}` : new URL(campusSettings.campus(site).address).origin),
    });
    await app.register(wechatQrRoutes, { prefix: '/api/:site', qrTarget: (site) => campusSettings.campus(site).links.wechat.qrTarget });
    if (config.wechat?.simulator) {
      app.log.warn(SIMULATOR_WARNING);
      await app.register(wechatSimulator, { prefix: '/wechat-sim' });
    }
    await app.register(calendarFeed, { prefix: '/api/:site', calendar });
    await app.register(bookingCancelRoutes, { signups, mail: bookingMail, campus: (site) => campusSettings.campus(site) });
    await app.register(staffApi, {
      prefix: '/api/staff', db, dialect: deps.database.dialect, cache, staff, passwords, comments, signups, studio, news, media, settings, alerts, clock: deps.clock,
      outbox, sending: mailSender.sends,
    });
    await app.register(staffPage, {
      distDir: path.join(config.rootDir, 'studio', 'dist'),
      imageOrigin: config.mediaStorage.kind === 's3' ? new URL(config.mediaStorage.publicBase).origin : undefined,
      storageBase: config.storageBase,
    });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (deps.database && releases && settings && alerts) {
    const store = openReleaseStore(config.releaseStorage, config.storageDir);
    await app.register(healthRoutes, {
      checks: readinessChecks({ db: deps.database.db, releases, store, storageDir: config.releaseStorage.kind === 'local' ? config.storageDir : undefined }),
    });
    await app.register(frontEndPlugin, {
      rootDir: config.rootDir, development: config.development, storageBase: config.storageBase, baiduTongjiId: config.baiduTongjiId,
      devOrigins: config.devOrigins,
      live: new LiveImportMap(releases, store, LIVE_MAP_TTL_MS, deps.clock),
      pages: new ServerPages(app, cache, deps.database.db, () => settings.campuses(), config.storageBase),
      settings,
      alerts: pageAlerts(cache, alerts),
    });
  }
  return app;
}

/** WeChat sign-in for commenters: the configured API host, or this server's own simulator over loopback. */
function wechatSignIn(app: FastifyInstance, { db, dialect }: DbHandle, config: WeChatConfig): SignInService {
  const loopback = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/wechat-sim`;
  return new SignInService(db, dialect, new WeChatClient(config, () => config.apiBase ?? loopback()));
}
