import type { Catalog } from '../../catalog';
import core from './core';
import shell from './shell';
import admin from './admin';
import armies from './armies';
import auth from './auth';
import colours from './colours';
import feedback from './feedback';
import home from './home';
import inventory from './inventory';
import landing from './landing';
import pile from './pile';
import profile from './profile';
import projects from './projects';
import scanner from './scanner';
import showcase from './showcase';

/** Spanish: one file per area of the app, as the English catalog (en/index.ts). */
export default {
  ...core,
  ...shell,
  ...admin,
  ...armies,
  ...auth,
  ...colours,
  ...feedback,
  ...home,
  ...inventory,
  ...landing,
  ...pile,
  ...profile,
  ...projects,
  ...scanner,
  ...showcase,
} satisfies Catalog;
