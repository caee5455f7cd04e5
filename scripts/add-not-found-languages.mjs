#!/usr/bin/env node
// Run by `npm run build` after `next build` and before scripts/add-csp.mjs (which hashes the script
// this writes): a host that knows only the root 404.html (GitHub Pages) answers every unknown path
// with it, /es/… included. The root 404.html gets a script, run as soon as its frame is parsed
// (before the first paint), that puts the page in the language of the path's prefix: <html lang>,
// the title, the texts and names, the addresses under the prefix, the current language's link, and
// again whatever the page writes later (React sets the title anew as it starts). The
// texts come from out/not-found-languages.json (written by the build from the messages, then removed
// here), only those that differ from English: a few kilobytes in the one page that needs them, where
// written into the React tree they would have ridden in the data of every page.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The script that puts the root 404 page in the language of the path's prefix, for the languages given (keyed by prefix). */
export function notFoundLanguageScript(languages) {
  return `(function(all){
var m=/^\\/([a-z]{2}(?:-[a-z]{2})?)(?:\\/|$)/.exec(location.pathname),l=m&&Object.prototype.hasOwnProperty.call(all,m[1])&&all[m[1]];
if(!l)return;
var d=document,t=l.texts,prefix='/'+m[1],seen=new WeakSet();
function say(s){var k=s.trim();return Object.prototype.hasOwnProperty.call(t,k)?s.replace(k,t[k]):s;}
d.documentElement.lang=l.tag;
function title(){Object.keys(t).forEach(function(k){if(d.title.indexOf(k)>-1)d.title=d.title.replace(k,t[k]);});}
title();
function speak(root){
if(root.nodeType===3){root.nodeValue=say(root.nodeValue);return;}
if(root.nodeType!==1)return;
var w=d.createTreeWalker(root,NodeFilter.SHOW_TEXT),n;
while((n=w.nextNode()))if(n.parentNode.nodeName!=='SCRIPT')n.nodeValue=say(n.nodeValue);
[root].concat([].slice.call(root.querySelectorAll('*'))).forEach(function(e){
if(e.hasAttribute('aria-label'))e.setAttribute('aria-label',say(e.getAttribute('aria-label')));
var h=e.getAttribute('href');
if(e.nodeName==='A'&&h&&h.charAt(0)==='/'&&!e.hasAttribute('hreflang')&&!seen.has(e)){seen.add(e);e.setAttribute('href',h==='/'?prefix:prefix+h);}
});
var was=root.querySelector('a[hreflang][aria-current]'),now=root.querySelector('a[hreflang="'+l.tag+'"]');
if(was&&now&&was!==now){var c=was.className;was.className=now.className;now.className=c;was.removeAttribute('aria-current');now.setAttribute('aria-current','page');}
}
speak(d.body);
new MutationObserver(function(r){title();r.forEach(function(x){x.addedNodes.forEach(speak);});}).observe(d.documentElement,{childList:true,subtree:true,characterData:true});
})(${JSON.stringify(languages).replace(/</g, '\\u003c')});`;
}

/** The root 404 page with the script right after its footer, so it runs once the frame is parsed; run again, it replaces its script. */
export function withNotFoundLanguages(html, languages) {
  const marker = '<script data-not-found-languages="">';
  const without = html.replace(/<script data-not-found-languages="">[\s\S]*?<\/script>/, '');
  const end = without.indexOf('</footer>');
  if (end < 0) throw new Error('The root 404 page has no footer');
  const at = end + '</footer>'.length;
  return `${without.slice(0, at)}${marker}${notFoundLanguageScript(languages)}</script>${without.slice(at)}`;
}

function main() {
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
  const rootFile = path.join(out, '404.html');
  const dataFile = path.join(out, 'not-found-languages.json');
  const languages = JSON.parse(readFileSync(dataFile, 'utf8'));
  writeFileSync(rootFile, withNotFoundLanguages(readFileSync(rootFile, 'utf8'), languages));
  rmSync(dataFile);
  console.log(`The root 404 page speaks ${Object.keys(languages).join(', ')} under their prefixes.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
