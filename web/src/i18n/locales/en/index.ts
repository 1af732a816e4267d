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

/**
 * The English catalog: the spec's words, word for word (product-spec.md), as ICU messages, one file per area of the
 * app (so work on one screen's words touches only its own file). It is the source of the keys: every other language's
 * catalog must have each of them (`satisfies Catalog`), with the same ICU arguments (catalogs.test.ts). The help and
 * legal pages' long texts are not in it: they load with their pages (activate.ts's pageWords), so the words every
 * other page waits for stay small.
 */
export const en = {
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
};

export default en;
