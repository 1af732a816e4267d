import {
  paintLabel,
  pooledStopOf,
  showcaseNotFound,
  type LanguageCode,
  type Showcase,
  type ShowcaseTimelineStep,
} from '@paintforge/sync-protocol';
import { escapeHtml } from '../../mail/templates.js';
import { showcaseWords, type ShowcaseWords } from '../../i18n/showcase-words.js';

const appName = 'The Paint Forge';
const hexColor = /^#[0-9A-Fa-f]{6}$/;
/** Link previews cut a description near here anyway; ours ends on a whole word with an ellipsis. */
const descriptionMax = 200;

/** What a page puts in <head> (escaped here) and in the app's root element (already HTML). */
export interface PageParts {
  /** The page's language (<html lang>): the owner's for a showcase (routes.ts says why), English otherwise. */
  language?: LanguageCode;
  title: string;
  description: string;
  /** Open Graph and Twitter card tags; absent on the not-found page. */
  preview?: { url: string; imageUrl: string | null };
  body: string;
  /** The showcase as the API answers it, embedded for the app so its first render needs no second request. */
  data?: Showcase;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function paintCount(showcase: Showcase): number {
  return showcase.parts.reduce((sum, part) => sum + part.paints.length, 0);
}

/** The preview text: the painter's description, else what the recipe holds, in the page's words. */
export function showcaseDescription(showcase: Showcase, words: ShowcaseWords = showcaseWords.en): string {
  if (showcase.description) return shorten(showcase.description, descriptionMax);
  const paints = paintCount(showcase);
  const recipe = paints === 0 ? words['showcase.aPaintedMiniature']() : words['showcase.recipeSummary'](paints);
  const parts = showcase.parts.map((part) => part.partName).join(', ');
  return shorten(parts ? words['showcase.sharedFor'](recipe, parts) : words['showcase.shared'](recipe), descriptionMax);
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(parts: PageParts, words: ShowcaseWords): string {
  const tags = [`<title>${escapeHtml(parts.title)}</title>`, metaTag('name', 'description', parts.description)];
  const { preview } = parts;
  if (preview) {
    const ogTitle = parts.title;
    tags.push(
      metaTag('property', 'og:type', 'website'),
      metaTag('property', 'og:site_name', appName),
      metaTag('property', 'og:title', ogTitle),
      metaTag('property', 'og:description', parts.description),
      metaTag('property', 'og:url', preview.url),
      `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
      metaTag('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
      metaTag('name', 'twitter:title', ogTitle),
      metaTag('name', 'twitter:description', parts.description),
    );
    if (preview.imageUrl) {
      tags.push(
        metaTag('property', 'og:image', preview.imageUrl),
        metaTag('property', 'og:image:alt', words['showcase.photoAlt'](ogTitle)),
        metaTag('name', 'twitter:image', preview.imageUrl),
      );
    }
  } else {
    tags.push(metaTag('name', 'robots', 'noindex'));
  }
  // Scoped to the server-rendered block, which the app replaces once its script runs; a page read without
  // JavaScript (or by a link preview) is still laid out for a phone.
  tags.push(`<style>${pageStyle}</style>`);
  return tags.join('\n    ');
}

const pageStyle = [
  '.sc{max-width:56rem;margin:0 auto;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}',
  // The app's stylesheet resets headings (Tailwind's preflight), so the block sets its own.
  '.sc h1{font-size:1.75rem;font-weight:700;margin:0 0 .5rem}.sc h2{font-size:1.25rem;font-weight:600;margin:1.5rem 0 .5rem}',
  '.sc h3{font-size:1.0625rem;font-weight:600;margin:1rem 0 0}.sc p{margin:.5rem 0}',
  '.sc img{display:block;width:100%;height:auto;max-height:70vh;object-fit:contain;border-radius:.5rem}',
  '.sc ul{list-style:none;padding:0;margin:.5rem 0 1rem}',
  '.sc li{display:flex;gap:.75rem;align-items:flex-start;margin:.5rem 0}',
  '.sc .sw{flex:none;width:2.5rem;height:2.5rem;border-radius:.375rem;outline:1px solid rgba(127,127,127,.6)}',
  '.sc .muted{opacity:.75;font-size:.875rem;margin:0}',
  '.sc .tl li{display:block}.sc .tl .ph{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0}',
  '.sc .tl .ph img{width:7.5rem;height:5rem;object-fit:cover;border-radius:.375rem}',
  '.sc .cta{display:inline-block;margin-top:1rem;padding:.625rem 1rem;border-radius:.375rem;background:#b45309;color:#fff;text-decoration:none}',
].join('');

/**
 * The work-in-progress timeline, when the painter shows it: each stage with its date (the day, in UTC: the server
 * does not know the visitor's time zone; the app redraws it in theirs) and its photos, each linking to its large copy.
 */
export function timelineBody(timeline: readonly ShowcaseTimelineStep[] | null, words: ShowcaseWords = showcaseWords.en): string {
  if (timeline === null) return '';
  const steps = timeline.map((step) => {
    const stageWords = words['showcase.stage'][step.stage];
    const stage = escapeHtml(stageWords);
    const when = step.at ? ` <span class="muted">${escapeHtml(step.at.slice(0, 10))}</span>` : '';
    const photos = step.photos
      .map(
        (photo, index) =>
          `<a href="${escapeHtml(photo.largeUrl)}"><img src="${escapeHtml(photo.url)}" alt="${escapeHtml(words['showcase.wipPhotoAlt'](stageWords, index + 1))}" loading="lazy" /></a>`,
      )
      .join('');
    return `<li><strong>${stage}</strong>${when}${photos ? `<div class="ph">${photos}</div>` : ''}</li>`;
  });
  return `<h2>${escapeHtml(words['showcase.wipHeading']())}</h2><ol class="tl">${steps.join('')}</ol>`;
}

/** The server's rendering of a showcase: photo, name, description, the recipe by part with swatches, a sign-up call. */
export function showcaseBody(showcase: Showcase, words: ShowcaseWords = showcaseWords.en): string {
  const name = escapeHtml(showcase.name);
  const photo = showcase.imageUrl
    ? `<img src="${escapeHtml(showcase.imageUrl)}" alt="${escapeHtml(words['showcase.photoAlt'](showcase.name))}" />`
    : `<p class="muted">${escapeHtml(words['showcase.noPhoto']())}</p>`;
  const recipe =
    showcase.parts.length === 0
      ? `<p class="muted">${escapeHtml(words['showcase.noPaints']())}</p>`
      : showcase.parts
          .map((part) => {
            const rows = part.paints.map((paint) => {
              // The same two stops as the app draws for a translucent paint's thin sample (translucent.ts).
              const pooled = pooledStopOf({ ...paint, catalogId: paint.catalogId ?? null });
              const twoStop =
                pooled !== undefined && hexColor.test(pooled)
                  ? `;background-image:linear-gradient(135deg,${paint.color} 50%,${pooled} 50%)`
                  : '';
              const swatch = hexColor.test(paint.color)
                ? `<span class="sw" aria-hidden="true" style="background-color:${paint.color}${twoStop}"></span>`
                : '<span class="sw" aria-hidden="true"></span>';
              const facts = [paint.brand, paint.type, paint.color, paint.technique].filter(Boolean).map((fact) => escapeHtml(String(fact)));
              const notes = paint.usageNotes ? `<p class="muted">${escapeHtml(paint.usageNotes)}</p>` : '';
              return `<li>${swatch}<div><strong>${escapeHtml(paintLabel(paint))}</strong><p class="muted">${facts.join(' · ')}</p>${notes}</div></li>`;
            });
            return `<h3>${escapeHtml(part.partName)}</h3><ul>${rows.join('')}</ul>`;
          })
          .join('');
  const description = showcase.description ? `<p>${escapeHtml(showcase.description)}</p>` : '';
  return [
    '<article class="sc" data-server-rendered="showcase">',
    `<h1>${name}</h1>`,
    description,
    photo,
    `<h2>${escapeHtml(words['showcase.recipeHeading']())}</h2>${recipe}`,
    timelineBody(showcase.timeline, words),
    `<p>${escapeHtml(words['showcase.invitation']())}</p>`,
    `<a class="cta" href="/register">${escapeHtml(words['showcase.signUp']())}</a>`,
    '</article>',
  ].join('');
}

export function showcasePage(showcase: Showcase, urls: { url: string; imageUrl: string | null }, language: LanguageCode = 'en'): PageParts {
  const words = showcaseWords[language];
  return {
    language,
    title: `${showcase.name} · ${appName}`,
    description: showcaseDescription(showcase, words),
    preview: urls,
    body: showcaseBody(showcase, words),
    data: showcase,
  };
}

/** An unknown, malformed or revoked link: the spec's not-found page (§2). */
export function notFoundPage(): PageParts {
  return {
    title: `${showcaseNotFound.title} · ${appName}`,
    description: showcaseNotFound.message,
    body: `<article class="sc" data-server-rendered="not-found"><h1>${escapeHtml(showcaseNotFound.title)}</h1><p class="muted">${escapeHtml(showcaseNotFound.message)}</p><p>${escapeHtml(showcaseNotFound.invitation)}</p><a class="cta" href="/register">Create Free Account</a> <a href="/">Go to Home</a></article>`,
  };
}

const standalone = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${appName}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The page as HTML: the built app's index.html (so its script takes over and routes as usual) with this page's
 * head tags in place of the app's title and description, and the content in its root element. Without a build,
 * a plain page carries the same tags and content.
 */
export function renderPage(template: string | undefined, parts: PageParts): string {
  const base =
    template !== undefined && template.includes('<div id="root"></div>') && /<title>[^<]*<\/title>/.test(template) ? template : standalone;
  const language = parts.language ?? 'en';
  return base
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => headTags(parts, showcaseWords[language]))
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>${dataBlock(parts.data)}`);
}

/**
 * The showcase for the app (web/src/data/showcase/showcase.ts), beside the root element that React replaces: a JSON data
 * block, which no browser runs (so no script policy applies to it). `<` is escaped, so no text in it can close it.
 */
function dataBlock(data: Showcase | undefined): string {
  if (data === undefined) return '';
  return `<script type="application/json" id="showcase-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
