// The cities of the campuses, for what concerns a whole city (an alert for a typhoon in Shenzhen): a
// campus's city is the first word of its catalog city, so a district (Shenzhen Guangming) is its city's.
// An entry of its own (@schools/shared-api/cities), read by the studio's alert form and the server: no
// page of the site needs it.
import { CAMPUSES, type Campus, type CampusCode } from './catalog';

export interface City {
  /** the English name, the city's key: 'Shenzhen' */
  en: string;
  zh: string;
  campuses: CampusCode[];
}

const cityKey = (campus: Campus) => campus.city.en.split(' ')[0]!;

/** Every city with a campus, in the catalog's order of their first campus. */
export const CITIES: readonly City[] = CAMPUSES.reduce<City[]>((cities, campus) => {
  const key = cityKey(campus);
  const city = cities.find((c) => c.en === key);
  if (city) city.campuses.push(campus.sname);
  else cities.push({ en: key, zh: (CAMPUSES.find((c) => c.city.en === key) ?? campus).city.zh, campuses: [campus.sname] });
  return cities;
}, []);

/** The city of that name (English, any case, or Chinese), or undefined. */
export function findCity(name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  return CITIES.find((c) => c.en.toLowerCase() === wanted || c.zh === name.trim());
}
