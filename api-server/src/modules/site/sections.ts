// The sections' pages, as the server renders them to HTML: the same React components the browser
// shows, from the sources this server was built with (a section released since shows its newer page
// once the browser has taken over; docs/decisions/0009-pages-at-real-addresses.md).
import type { ComponentType } from 'react';
import { AboutApp } from '@schools/about/app';
import { AcademicsApp } from '@schools/academics/app';
import { AdmissionsApp } from '@schools/admissions/app';
import { HomeApp } from '@schools/home/app';
import { NewsApp } from '@schools/news/app';
import { StudentLifeApp } from '@schools/student-life/app';
import { APPS } from '@schools/root-config/routes';

/** Each section's root component by its module name, as root-config registers them. */
export const SECTION_ROOTS: Readonly<Record<string, ComponentType>> = {
  [APPS.home]: HomeApp,
  [APPS.about]: AboutApp,
  [APPS.studentLife]: StudentLifeApp,
  [APPS.admissions]: AdmissionsApp,
  [APPS.academics]: AcademicsApp,
  [APPS.news]: NewsApp,
};
