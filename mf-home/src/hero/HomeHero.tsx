import { getApi } from '@schools/shared-api';
import { useAlerts, useApiData, useCampus, useLang } from '@schools/ui';
import { Carousel } from '@schools/ui-motion';

const WELCOME = { en: 'Welcome to', zh: '欢迎来到' };

/**
 * The campus's carousel with its VR tour; the campus's name holds its place while it loads or if it
 * cannot. While an emergency alert is live, the first slide says it instead of its own words (issue 35).
 */
export function HomeHero() {
  const campus = useCampus();
  const lang = useLang();
  const banner = useApiData(() => getApi().homeBanner(), [campus.sname, lang]);
  const emergency = useAlerts().find((alert) => alert.level === 'emergency');
  if (banner.status === 'ready') {
    const [first, ...rest] = banner.data.slides;
    const slides = emergency && first ? [{ ...first, title: emergency.title, subtitle: emergency.body }, ...rest] : banner.data.slides;
    return (
      <>
        {/* The slides' titles are their own headings; the page's title is the campus. */}
        <h1 className="ui-visually-hidden">{campus.name[lang]}</h1>
        <Carousel slides={slides} vrLink={banner.data.VRLink} vrList={banner.data.VRList} vrPic={banner.data.VRPic} campusName={campus.name[lang]} />
      </>
    );
  }
  return (
    <div className="home-hero">
      <p className="home-hero__welcome">{WELCOME[lang]}</p>
      <h1 className="home-hero__title">{campus.name[lang]}</h1>
      <p className="home-hero__city">{campus.city[lang]}</p>
    </div>
  );
}
