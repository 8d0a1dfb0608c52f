import { getApi } from '@schools/shared-api';
import { useApiData, useCampus, useLang } from '@schools/ui';
import { Carousel } from '@schools/ui-motion';

const WELCOME = { en: 'Welcome to', zh: '欢迎来到' };

/** The campus's carousel with its VR tour; the campus's name holds its place while it loads or if it cannot. */
export function HomeHero() {
  const campus = useCampus();
  const lang = useLang();
  const banner = useApiData(() => getApi().homeBanner(), [campus.sname, lang]);
  if (banner.status === 'ready') {
    return (
      <>
        {/* The slides' titles are their own headings; the page's title is the campus. */}
        <h1 className="ui-visually-hidden">{campus.name[lang]}</h1>
        <Carousel slides={banner.data.slides} vrLink={banner.data.VRLink} vrList={banner.data.VRList} campusName={campus.name[lang]} />
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
