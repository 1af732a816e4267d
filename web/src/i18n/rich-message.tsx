import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './catalog';
import { t } from './t';

/** Marks an element's place in a message's text; no catalog's words contain it. */
const mark = '\u0001';

/**
 * A message whose arguments are elements (a link, an emphasised phrase, a code name): "Please also read our
 * {privacy}." with `privacy` a <Link>. Each language places the elements where its sentence needs them; the catalog
 * keeps plain ICU (t() returns text, and the pseudo-locale accents only the message's own words, never an argument).
 */
export function richMessage(key: MessageKey, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${mark}${name}${mark}`]));
  // Split on the marks: even pieces are the message's text, odd ones name an element.
  return t(key, marked)
    .split(mark)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? (elements[piece] ?? piece) : piece}</Fragment>);
}
