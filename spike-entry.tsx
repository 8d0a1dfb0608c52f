import { renderToString } from 'react-dom/server';
import { bus, getCampus } from '@schools/shared-api';
import { AboutApp } from './mf-about/src/AboutApp';
import { HomeApp } from './mf-home/src/HomeApp';
import { NewsApp } from './mf-news/src/NewsApp';
import { StudentLifeApp } from './mf-student-life/src/StudentLifeApp';
import { AdmissionsApp } from './mf-admissions/src/AdmissionsApp';
import { AcademicsApp } from './mf-academics/src/AcademicsApp';
import { RoutesContext } from './mf-shell/src/ui/hooks/useRoutes';
import { ROUTES } from './root-config/src/routes';
const apps: any = { '@schools/about': AboutApp, '@schools/home': HomeApp, '@schools/news': NewsApp, '@schools/student-life': StudentLifeApp, '@schools/admissions': AdmissionsApp, '@schools/academics': AcademicsApp };
bus.campus.next(getCampus('BISZ'));
bus.language.next('en');
const flat = (r: any[]): any[] => r.flatMap((x) => [x, ...flat(x.children ?? [])]);
for (const r of flat(ROUTES)) {
  bus.route.next({ path: r.path, query: {}, id: r.meta.id, app: r.app, title: r.meta.nav_title });
  const App = apps[r.app];
  try {
    const html = renderToString(<RoutesContext.Provider value={ROUTES}><App /></RoutesContext.Provider>);
    console.log('OK', r.path, html.length);
  } catch (e: any) { console.log("FAIL", r.path, e.stack.split("\n").slice(0,4).join(" | ")); }
}
