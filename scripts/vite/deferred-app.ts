import { HtmlEdit } from '../html-edit.ts';
import { tapRecorderScript } from './tap-recorder.ts';
import { APP_SCRIPTS_ID, PRELOAD_ATTRIBUTE } from '../render/app-scripts.ts';

/**
 * The app's scripts start after the static page has painted, not with the HTML.
 *
 * A static page (scripts/render) is the whole page already: text, pictures, working links. Fetched
 * with the HTML, the app's ~100 KB of script competes with it on a slow connection and its start-up
 * work runs before the first paint can finish. So the built index.html keeps its module script and
 * modulepreload links inert in a `<template id="app-scripts">` (a template's content is neither
 * fetched nor run), and one small inline script adds them to the page once the first contentful
 * paint is reported. The URLs stay in ordinary attributes, so the static renderer rewrites them for
 * each page's depth like any other; the inline script is the same on every page, so one CSP hash
 * covers it.
 *
 * A hash address (`/#/about`, served by index.html) has nothing useful painted: it loads at once,
 * as does any page where the paint is never reported (a background tab) after LOADER_FALLBACK_MS,
 * and any page where the visitor starts to interact first.
 */


/** At most this long after the HTML the app starts, painted or not. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * The inline loader. ES5 on purpose (it runs before any bundle): a template's cloned scripts run
 * when inserted (importNode), unlike innerHTML's.
 */
export const loaderScript = [
  '(function(){',
  "var d=document,t=d.getElementById('" + APP_SCRIPTS_ID + "'),done=0;",
  'if(!t)return;',
  // The template's scripts, then a modulepreload link for each name of its data-preload, in the
  // entry script's folder (the page wrote that script's address for its own depth).
  "function go(){if(done)return;done=1;var c=d.importNode(t.content,true),s=c.querySelector('script[src]'),p=t.getAttribute('" +
    PRELOAD_ATTRIBUTE +
    "');if(s&&p)p.split(' ').forEach(function(n){var l=d.createElement('link');l.rel='modulepreload';l.href=s.getAttribute('src').replace(/[^\\/]*$/,'')+n+'.js';c.appendChild(l)});d.head.appendChild(c)}",
  'function soon(){setTimeout(go,0)}',
  'if(location.hash.length>2)return go();',
  "var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];",
  "if(types.indexOf('paint')>=0){try{new P(function(l,o){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].name==='first-contentful-paint'){o.disconnect();soon()}}).observe({type:'paint',buffered:true})}catch(x){soon()}}",
  'else requestAnimationFrame(soon);',
  `setTimeout(go,${LOADER_FALLBACK_MS});`,
  "['pointerdown','keydown','touchstart','focusin'].forEach(function(n){addEventListener(n,go,{once:true,capture:true,passive:true})});",
  '})();',
  // Taps on the static page before its section's code arrives, replayed by the app (issue 27, item 9).
  tapRecorderScript,
].join('');

/**
 * index.html with the app's script tags (the entry's module script and Vite's modulepreload links)
 * moved into the inert template, and the loader after it. Throws if there is nothing to move (a
 * changed Vite output would otherwise ship a page with no app).
 */
export function deferAppScripts(source: string): string {
  const html = new HtmlEdit(source);
  const tags = html.all((el) => (el.tagName === 'script' && html.attr(el, 'type') === 'module') || (el.tagName === 'link' && html.attr(el, 'rel') === 'modulepreload'));
  if (!tags.some((t) => t.tagName === 'script')) throw new Error('deferred-app: index.html has no module script to defer');
  for (const tag of tags) html.remove(tag);
  const head = html.find((el) => el.tagName === 'head')!;
  html.append(head, `  <template id="${APP_SCRIPTS_ID}">${tags.map((t) => html.outer(t)).join('')}</template>\n    <script id="app-loader">${loaderScript}</script>\n  `);
  return html.toString();
}
