// The sections' pages, as the server renders them to HTML: the same React components the browser
// shows, from the sources this server was built with (a section released since shows its newer page
// once the browser has taken over; ARCHITECTURE.md, "Pages at real addresses").
import type { ComponentType } from 'react';
import { AboutApp } from '../../../mf-about/src/AboutApp';
import { AcademicsApp } from '../../../mf-academics/src/AcademicsApp';
import { AdmissionsApp } from '../../../mf-admissions/src/AdmissionsApp';
import { HomeApp } from '../../../mf-home/src/HomeApp';
import { NewsApp } from '../../../mf-news/src/NewsApp';
import { StudentLifeApp } from '../../../mf-student-life/src/StudentLifeApp';
import { APPS } from '../../../root-config/src/routes';

/** Each section's root component by its module name, as root-config registers them. */
export const SECTION_ROOTS: Readonly<Record<string, ComponentType>> = {
  [APPS.home]: HomeApp,
  [APPS.about]: AboutApp,
  [APPS.studentLife]: StudentLifeApp,
  [APPS.admissions]: AdmissionsApp,
  [APPS.academics]: AcademicsApp,
  [APPS.news]: NewsApp,
};
